import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { ElidedItemDto } from '../../../api/resumes';
import { renderWithStore } from '../../../test/render';
import { server } from '../../../test/server';
import { RESTORE_FAILED, RESTORE_UNAVAILABLE, RestoreDialog } from './RestoreDialog';

const apiError = (status: number, detail: string) => HttpResponse.json({ statusCode: status, error: 'Error', message: detail, detail, requestId: 'req-1' }, { status });

const VOLUNTEERING: ElidedItemDto = {
  sectionId: 1,
  subIndex: 0,
  section_name: 'Volunteering',
  section_content: 'Food bank coordinator, 2019–2021.\nRan the weekend rota for 30 volunteers and the winter appeal.',
};
const COURSES: ElidedItemDto = { sectionId: 2, subIndex: 0, section_name: 'Courses', section_content: 'MSc Data Science (modules), University of Leeds' };
const AWARDS: ElidedItemDto = { sectionId: 2, subIndex: 1, section_name: 'Awards', section_content: 'Employee of the year 2022' };

interface FakeOptions {
  available?: boolean;
  sections?: ElidedItemDto[];
  /** Section names whose mapping comes back empty. */
  emptyMap?: string[];
  /** Section names whose apply fails. */
  failApply?: string[];
}

/** A small fake of the custom-section endpoints: an applied item leaves the list. */
function fakeRestoreApi({ available = true, sections = [VOLUNTEERING, COURSES], emptyMap = [], failApply = [] }: FakeOptions = {}) {
  const state = {
    sections: [...sections],
    lists: 0,
    suggests: 0,
    maps: [] as { targetSection: string; sectionId: number; subIndex: number }[],
    applies: [] as { targetSection: string; sectionId: number; subIndex: number; mappedData: unknown }[],
  };
  const find = (b: { sectionId: number; subIndex: number }) => state.sections.find((s) => s.sectionId === b.sectionId && s.subIndex === b.subIndex);
  server.use(
    http.get('*/api/resumes/:id/custom-sections', () => {
      state.lists += 1;
      return HttpResponse.json({ available, sections: state.sections });
    }),
    http.post('*/api/resumes/:id/custom-sections/suggest', () => {
      state.suggests += 1;
      return HttpResponse.json(
        state.sections.map((s) => ({ sectionId: s.sectionId, subIndex: s.subIndex, targetSection: s.section_name === 'Courses' ? 'education' : 'experience', confidence: 0.8 })),
      );
    }),
    http.post('*/api/resumes/:id/custom-sections/map-content', async ({ request }) => {
      const body = (await request.json()) as (typeof state.maps)[number];
      state.maps.push(body);
      const item = find(body);
      if (!item) return apiError(404, 'No elided section');
      if (emptyMap.includes(item.section_name)) return HttpResponse.json({ empty: true, mappedData: {}, targetSection: body.targetSection });
      return HttpResponse.json({ empty: false, targetSection: body.targetSection, mappedData: { experience: [{ company: item.section_name, position: 'Volunteer' }] } });
    }),
    http.post('*/api/resumes/:id/custom-sections/apply', async ({ request }) => {
      const body = (await request.json()) as (typeof state.applies)[number];
      state.applies.push(body);
      const item = find(body);
      if (!item || failApply.includes(item.section_name)) return apiError(500, 'Could not save the resume');
      state.sections = state.sections.filter((s) => s !== item);
      return HttpResponse.json({ id: 'r1', name: 'CV', template: 'modern', personalInfo: {}, experience: [], education: [], certificates: [], skills: [] });
    }),
  );
  return state;
}

function Harness({ resumeId = 'r1' }: { resumeId?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>dialog {open ? 'open' : 'closed'}</p>
      <RestoreDialog resumeId={resumeId} open={open} onOpenChange={setOpen} />
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithStore(<Harness />);
  const dialog = await screen.findByRole('dialog', { name: 'Review Text from Elided Sections' });
  return { user, dialog };
}

const restoreButton = () => screen.getByRole('button', { name: /^Restore selected/ });

describe('RestoreDialog', () => {
  it('lists each elided section with a preview, its text and a target preselected from the suggestions', async () => {
    const api = fakeRestoreApi();
    const { dialog } = await openDialog();
    const volunteering = await within(dialog).findByRole('checkbox', { name: /^Volunteering Food bank coordinator, 2019–2021\. Ran the weekend rota/ });
    expect(volunteering).not.toBeChecked();
    expect(within(dialog).getByRole('region', { name: 'Text of Volunteering' })).toHaveTextContent('Ran the weekend rota for 30 volunteers');

    const volunteeringTarget = within(dialog).getByRole('combobox', { name: 'Restore to (for Volunteering)' });
    expect(volunteeringTarget).toHaveValue('experience');
    expect(within(volunteeringTarget).getAllByRole('option').map((o) => o.textContent)).toEqual(['Experience', 'Education', 'Skills', 'Certificates', 'Personal info']);
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Restore to (for Courses)' })).toHaveValue('education'));
    expect(api.suggests).toBe(1);
    expect(restoreButton()).toBeDisabled();
  });

  it('restores a selected item only once the confirm flag is on, then drops it from the list', async () => {
    const api = fakeRestoreApi();
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('checkbox', { name: /^Volunteering/ }));
    expect(restoreButton()).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Add the selected text to my resume' }));
    expect(restoreButton()).toBeEnabled();
    expect(restoreButton()).toHaveTextContent('Restore selected (1)');

    await user.click(restoreButton());
    expect(await screen.findByText('Restored Volunteering to Experience')).toBeInTheDocument();
    expect(api.maps).toEqual([{ targetSection: 'experience', sectionId: 1, subIndex: 0 }]);
    expect(api.applies).toEqual([
      { targetSection: 'experience', sectionId: 1, subIndex: 0, mappedData: { experience: [{ company: 'Volunteering', position: 'Volunteer' }] } },
    ]);
    await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: /^Volunteering/ })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('checkbox', { name: /^Courses/ })).not.toBeChecked();
    expect(restoreButton()).toBeDisabled();
  });

  it('restores several items in turn to their chosen targets and ends with "No elided sections left."', async () => {
    const api = fakeRestoreApi();
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('checkbox', { name: /^Volunteering/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Courses/ }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Restore to (for Volunteering)' }), 'Skills');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Add the selected text to my resume' }));
    await user.click(restoreButton());

    expect(await screen.findByText('Restored Volunteering to Skills')).toBeInTheDocument();
    expect(await screen.findByText('Restored Courses to Education')).toBeInTheDocument();
    expect(api.maps.map((m) => m.targetSection)).toEqual(['skills', 'education']);
    expect(await within(dialog).findByText('No elided sections left.')).toBeInTheDocument();
  });

  it('keeps an item selected when the AI mapping comes back empty', async () => {
    const api = fakeRestoreApi({ emptyMap: ['Volunteering'] });
    const { user, dialog } = await openDialog();
    const box = await within(dialog).findByRole('checkbox', { name: /^Volunteering/ });
    await user.click(box);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Add the selected text to my resume' }));
    await user.click(restoreButton());

    expect(await screen.findByText('AI mapping failed for Volunteering - no structured data returned.')).toBeInTheDocument();
    expect(api.applies).toHaveLength(0);
    await waitFor(() => expect(restoreButton()).toBeEnabled());
    expect(box).toBeChecked();
  });

  it('says the restore failed when applying fails, keeping the item selected, and still restores the others', async () => {
    fakeRestoreApi({ sections: [VOLUNTEERING, COURSES, AWARDS], failApply: ['Courses'] });
    const { user, dialog } = await openDialog();
    for (const name of [/^Volunteering/, /^Courses/, /^Awards/]) await user.click(await within(dialog).findByRole('checkbox', { name }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Add the selected text to my resume' }));
    await user.click(restoreButton());

    expect(await screen.findByText(RESTORE_FAILED)).toBeInTheDocument();
    expect(screen.getByText('Restored Volunteering to Experience')).toBeInTheDocument();
    expect(screen.getByText('Restored Awards to Experience')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: /^Awards/ })).not.toBeInTheDocument());
    expect(within(dialog).getByRole('checkbox', { name: /^Courses/ })).toBeChecked();
    expect(restoreButton()).toHaveTextContent('Restore selected (1)');
  });

  it('shows the unavailable notice and disables restoring when the AI service is off', async () => {
    const api = fakeRestoreApi({ available: false });
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText(RESTORE_UNAVAILABLE)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /^Volunteering/ })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Add the selected text to my resume' })).toBeDisabled();
    expect(restoreButton()).toBeDisabled();
    expect(api.suggests).toBe(0);
  });

  it('says when nothing is left to restore', async () => {
    fakeRestoreApi({ sections: [] });
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText('No elided sections left.')).toBeInTheDocument();
    expect(restoreButton()).toBeDisabled();
  });

  it("shows the server's detail when the list cannot load, and retries", async () => {
    let calls = 0;
    server.use(
      http.get('*/api/resumes/:id/custom-sections', () => {
        calls += 1;
        return calls === 1 ? apiError(500, 'The resume store is unavailable.') : HttpResponse.json({ available: true, sections: [] });
      }),
      http.post('*/api/resumes/:id/custom-sections/suggest', () => HttpResponse.json([])),
    );
    const { user, dialog } = await openDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The resume store is unavailable.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('No elided sections left.')).toBeInTheDocument();
  });

  it('closes from the footer', async () => {
    fakeRestoreApi();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.getByText('dialog closed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
