import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PacketDto } from '../../../api/applications';
import type { EmailDefaultsDto } from '../../../api/emails';
import { renderWithStore } from '../../../test/render';
import { server } from '../../../test/server';
import { CoverLetterDialog, EmailDialog, StatusDialog } from '.';

function packet(overrides: Partial<PacketDto> = {}): PacketDto {
  return {
    id: 'p1',
    packetId: 'p1',
    applicationId: 'a1',
    jobId: 'j1',
    jobTitle: 'Data Engineer',
    companyName: 'Acme',
    companyWebsite: null,
    jobLocation: 'Berlin',
    jobUrl: 'https://jobs.example.org/1',
    applicationStatus: 'pending',
    canEmail: true,
    coverLetterText: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    statusChangedAt: '2026-11-20T10:00:00.000Z',
    hasResumePdf: false,
    lastEmail: null,
    personalWebsite: null,
    resumeId: null,
    resumeName: null,
    resumePdfBytes: null,
    ...overrides,
  };
}

const apiError = (status: number, detail: string) => HttpResponse.json({ statusCode: status, error: 'Error', message: detail, detail, requestId: 'req-1' }, { status });

describe('application dialogs', () => {
  beforeAll(() => {
    // jsdom lacks pointer capture, which Radix asks about.
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => undefined;
  });

  it('StatusDialog offers only later statuses, the first preselected, and keeps the server error in the open modal', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/applications/j1/status', async ({ request }) => {
        bodies.push(await request.json());
        return apiError(409, 'This application has already moved on.');
      }),
    );
    const onClose = vi.fn();
    renderWithStore(<StatusDialog packet={packet({ applicationStatus: 'received' })} open onClose={onClose} />);

    const dialog = screen.getByRole('dialog', { name: 'Update Application Status' });
    const view = within(dialog);
    expect(view.getByText('Received')).toBeInTheDocument();
    const select = view.getByRole('combobox', { name: 'New status' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Screening', 'Interview', 'Offer', 'Rejected', 'Cancelled', 'Archived']);
    expect(select).toHaveValue('screening');
    expect(view.getByLabelText('Interview or deadline date (optional)')).toHaveAttribute('type', 'datetime-local');

    await userEvent.click(view.getByRole('button', { name: 'Confirm' }));
    expect(await view.findByRole('alert')).toHaveTextContent('This application has already moved on.');
    expect(bodies).toEqual([{ newStatus: 'screening' }]);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Update Application Status' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('StatusDialog closes after a move without a date, and offers the .ics after a move with one', async () => {
    const bodies: { newStatus: string; eventAt?: string }[] = [];
    server.use(
      http.put('*/api/applications/j1/status', async ({ request }) => {
        const body = (await request.json()) as { newStatus: string; eventAt?: string };
        bodies.push(body);
        return HttpResponse.json({ success: true, newStatus: body.newStatus, eventAt: body.eventAt ?? null, eventTitle: null });
      }),
    );
    const onClose = vi.fn();
    const { unmount } = renderWithStore(<StatusDialog packet={packet({ applicationStatus: 'received' })} open onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    unmount();

    const onCloseDated = vi.fn();
    renderWithStore(<StatusDialog packet={packet({ applicationStatus: 'screening' })} open onClose={onCloseDated} />);
    const view = within(screen.getByRole('dialog', { name: 'Update Application Status' }));
    fireEvent.change(view.getByLabelText('Interview or deadline date (optional)'), { target: { value: '2026-12-03T14:30' } });
    await userEvent.click(view.getByRole('button', { name: 'Confirm' }));
    const link = await view.findByRole('link', { name: 'Add to calendar (.ics)' });
    expect(link).toHaveAttribute('href', '/api/applications/j1/calendar.ics');
    expect(bodies[1]).toMatchObject({ newStatus: 'interview', eventAt: new Date('2026-12-03T14:30').toISOString() });
    expect(onCloseDated).not.toHaveBeenCalled();
    await userEvent.click(view.getByRole('button', { name: 'Done' }));
    expect(onCloseDated).toHaveBeenCalledTimes(1);
  });

  it('EmailDialog shows why it cannot send and disables Send', async () => {
    const defaults: EmailDefaultsDto = {
      success: true,
      canSend: false,
      reason: 'This posting gives no address to e-mail.',
      smtpConfigured: true,
      defaults: { to: 'Hiring Manager', toAddress: null, subject: 'Application for Data Engineer position at Acme', body: 'Dear Hiring Manager,' },
    };
    server.use(http.get('*/api/emails/defaults', () => HttpResponse.json(defaults)));
    renderWithStore(<EmailDialog packet={packet({ canEmail: false })} open onClose={vi.fn()} />);

    const dialog = screen.getByRole('dialog', { name: 'Send Application Email' });
    const view = within(dialog);
    expect(await view.findByRole('alert')).toHaveTextContent('This posting gives no address to e-mail.');
    expect(view.getByLabelText(/^To/)).toHaveValue('Hiring Manager');
    expect(view.getByLabelText(/^To/)).toHaveAttribute('readonly');
    expect(view.getByLabelText(/^Subject/)).toHaveValue('Application for Data Engineer position at Acme');
    expect(view.getByLabelText(/^Message/)).toHaveValue('Dear Hiring Manager,');
    expect(view.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('CoverLetterDialog shows the letter with its line breaks', () => {
    const text = 'Dear Hiring Manager,\n\nI would love to join Acme.\nBest regards';
    renderWithStore(<CoverLetterDialog packet={packet({ coverLetterText: text })} open onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Cover Letter' });
    const letter = within(dialog).getByText(/I would love to join Acme\./);
    expect(letter.textContent).toBe(text);
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeEnabled();
  });
});

