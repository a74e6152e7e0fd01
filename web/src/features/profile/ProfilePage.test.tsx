import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileDto, ProfileLinksDto } from '../../api/profile';
import type { UserSkillDto } from '../../api/skills';
import { fullAccount } from '../../test/handlers';
import { renderWithStore } from '../../test/render';
import { server } from '../../test/server';
import { ProfilePage } from './ProfilePage';

const apiError = (status: number, detail: string) => HttpResponse.json({ statusCode: status, error: 'Error', message: detail, detail, requestId: 'req-1' }, { status });

/** A small fake of the profile API: what is saved is what the next GET answers. */
function fakeProfileApi() {
  const state = {
    profile: {
      first_name: 'Alex',
      last_name: 'Morgan',
      name: 'Alex Morgan',
      email: 'alex@example.org',
      title: 'Data Analyst',
      location: 'Leeds',
      phone: '+44 113 496 0000',
      summary: 'Analyst who turns messy data into decisions.',
      avatar: '/api/profile/avatar?v=1',
      summary_is_locked: 1,
      experience: 4,
      achievements: { interviews_completed: 12, courses_completed: 2, applications_sent: 12 },
    } as ProfileDto,
    links: { website: 'https://alex.example.org', linkedin: '', github: 'https://github.com/alexm' } as ProfileLinksDto,
    signature: 'Kind regards,\nAlex',
    skills: [
      { id: 's1', skill_name: 'SQL', proficiency_level: 'advanced', years_experience: 5, source: 'resume' },
      { id: 's2', skill_name: 'Python', proficiency_level: 'intermediate', years_experience: 1, source: 'resume' },
      { id: 's3', skill_name: 'Tableau', proficiency_level: 'beginner', years_experience: null, source: 'manual' },
    ] as UserSkillDto[],
    latestSummary: '',
    calls: [] as string[],
    profilePuts: [] as unknown[],
    linkPuts: [] as unknown[],
    summaryRequests: [] as unknown[],
  };
  const log = (name: string) => state.calls.push(name);
  server.use(
    http.get('*/api/profile', () => (log('GET profile'), HttpResponse.json(state.profile))),
    http.put('*/api/profile', async ({ request }) => {
      const body = (await request.json()) as Partial<ProfileDto> & { summary_is_locked?: boolean };
      state.profilePuts.push(body);
      const { summary_is_locked: locked, ...rest } = body;
      state.profile = { ...state.profile, ...rest, ...(locked === undefined ? {} : { summary_is_locked: locked ? 1 : 0 }) };
      return HttpResponse.json(state.profile);
    }),
    http.get('*/api/profile/links', () => HttpResponse.json(state.links)),
    http.put('*/api/profile/links', async ({ request }) => {
      const body = (await request.json()) as Partial<ProfileLinksDto>;
      state.linkPuts.push(body);
      state.links = { ...state.links, ...body };
      return HttpResponse.json(state.links);
    }),
    http.get('*/api/account', () => HttpResponse.json({ ...fullAccount, signature: state.signature })),
    http.put('*/api/account/signature', async ({ request }) => {
      state.signature = ((await request.json()) as { signature: string }).signature;
      return HttpResponse.json({ success: true });
    }),
    http.post('*/api/skills/sync', () => (log('POST sync'), HttpResponse.json({ added: 0, resumes: 1 }))),
    http.get('*/api/skills', () => (log('GET skills'), HttpResponse.json(state.skills))),
    // The member can log any of these types themselves: achievements must not be counted from them.
    http.get('*/api/activity', () =>
      HttpResponse.json({
        activities: [],
        all_time_totals_by_type: { interview_completed: 0, course_completed: 40, job_applied: 99 },
        dailyCounts: [],
        recentActivity: [],
        stats: [],
        summary: { total_activities: 26, active_days: 9, first_activity: null },
        week_deltas: {},
        week_to_date_daily_by_type: {},
      }),
    ),
    http.get('*/api/profile/ai-summary/latest', () => HttpResponse.json({ ai_summary: state.latestSummary, created_at: null })),
    http.post('*/api/profile/ai-summary', async ({ request }) => {
      state.summaryRequests.push(await request.json());
      state.latestSummary = 'Data analyst with five years of SQL who turns messy data into decisions.';
      return HttpResponse.json({ ai_summary: state.latestSummary, created_at: '2026-11-20T10:00:00.000Z' });
    }),
    http.post('*/api/profile/ai-summary/accept', () => {
      if (state.profile.summary_is_locked) return apiError(409, 'Your summary is locked: unlock it in Edit Profile to replace it.');
      state.profile = { ...state.profile, summary: state.latestSummary };
      return HttpResponse.json({ success: true, summary: state.latestSummary });
    }),
  );
  return state;
}

/** Edit Profile, once the links and signature it starts from have loaded. */
async function editButton() {
  const button = await screen.findByRole('button', { name: 'Edit Profile' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('Profile page', () => {
  // jsdom lacks pointer capture, which Radix's toasts ask about.
  beforeAll(() => {
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => undefined;
  });

  let api: ReturnType<typeof fakeProfileApi>;
  beforeEach(() => {
    api = fakeProfileApi();
  });

  it('shows the profile, signature, links, locked summary, skills and achievements', async () => {
    renderWithStore(<ProfilePage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile…');
    expect(await screen.findByRole('heading', { name: 'Alex Morgan' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profile photo of Alex Morgan' })).toHaveAttribute('src', '/api/profile/avatar?v=1');
    for (const text of ['Data Analyst', 'Leeds', 'alex@example.org', '+44 113 496 0000', 'Analyst who turns messy data into decisions.']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(await screen.findByText(/Kind regards,\s+Alex/)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Locked')).toBeInTheDocument();
    const links = screen.getByRole('region', { name: 'Links' });
    expect(await within(links).findByRole('link', { name: 'https://alex.example.org' })).toHaveAttribute('href', 'https://alex.example.org');
    expect(within(links).getByRole('link', { name: 'https://github.com/alexm' })).toBeInTheDocument();
    expect(within(links).getByText('Not provided')).toBeInTheDocument(); // LinkedIn

    const skills = await screen.findByRole('list', { name: 'Skills' });
    const items = within(skills).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-proficiency'))).toEqual(['advanced', 'intermediate', 'default']);
    expect(items[0]).toHaveTextContent('SQLAdvanced5 years');
    expect(items[1]).toHaveTextContent('PythonIntermediate1 year');
    expect(items[2]).toHaveTextContent('TableauBeginner');
    expect(api.calls.filter((c) => c !== 'GET profile')).toEqual(['POST sync', 'GET skills']);

    const achievements = await screen.findByRole('list', { name: 'Achievements' });
    expect(within(achievements).getByRole('listitem', { name: 'Interview Ace' })).toHaveTextContent('Earned');
    expect(within(achievements).getByRole('listitem', { name: 'Skill Builder' })).toHaveTextContent('2 of 5');
    expect(within(achievements).getByRole('listitem', { name: 'Job Hunter' })).toHaveTextContent('12 of 25');
  });

  it('shows initials without a photo, and the empty skills state', async () => {
    api.profile = { ...api.profile, avatar: '', summary_is_locked: 0 };
    api.skills = [];
    renderWithStore(<ProfilePage />);
    expect(await screen.findByRole('img', { name: 'Initials of Alex Morgan' })).toHaveTextContent('AM');
    expect(within(screen.getByRole('region', { name: 'Summary' })).getByText('Unlocked')).toBeInTheDocument();
    expect(await screen.findByText('No skills yet')).toBeInTheDocument();
  });

  it('says the profile could not load when it fails', async () => {
    server.use(http.get('*/api/profile', () => apiError(500, 'Something went wrong on our side.')));
    renderWithStore(<ProfilePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load profile. Please try again later.');
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
  });

  it('edits and saves only the changed fields, then shows them in view mode', async () => {
    renderWithStore(<ProfilePage />);
    await userEvent.click(await editButton());

    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Name')).toHaveValue('Alex Morgan');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    const title = screen.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Senior Data Analyst');
    await userEvent.click(screen.getByLabelText('Lock summary')); // unlock
    const signature = screen.getByLabelText('Signature');
    await userEvent.clear(signature);
    await userEvent.type(signature, 'Best, Alex');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByText('Senior Data Analyst')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Summary' })).getByText('Unlocked')).toBeInTheDocument();
    expect(await screen.findByText('Best, Alex')).toBeInTheDocument();
    expect(api.profilePuts).toEqual([{ title: 'Senior Data Analyst', summary_is_locked: false }]);
    expect(api.linkPuts).toEqual([]);
    await screen.findByRole('list', { name: 'Skills' });
    expect(api.calls.filter((c) => c === 'POST sync')).toHaveLength(1); // once per visit, not per view mode
  });

  it('discards the edit on Cancel', async () => {
    renderWithStore(<ProfilePage />);
    await userEvent.click(await editButton());
    await userEvent.type(screen.getByLabelText('Location'), ', UK');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Leeds')).toBeInTheDocument();
    expect(screen.queryByText('Leeds, UK')).toBeNull();
    expect(api.profilePuts).toEqual([]);
  });

  it('saves the profile even when the signature fails, with a warning', async () => {
    server.use(http.put('*/api/account/signature', () => apiError(500, 'The signature store is down.')));
    renderWithStore(<ProfilePage />);
    await userEvent.click(await editButton());
    await userEvent.type(screen.getByLabelText('Phone'), ' ext 2');
    await userEvent.type(screen.getByLabelText('Signature'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Signature not saved')).toBeInTheDocument();
    expect(screen.getByText('Your profile was saved, but the signature was not: The signature store is down.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByText('+44 113 496 0000 ext 2')).toBeInTheDocument();
  });

  it("shows the server's 400 on a link at that field and stays in edit mode", async () => {
    server.use(http.put('*/api/profile/links', () => apiError(400, 'website must be an http(s) URL or blank')));
    renderWithStore(<ProfilePage />);
    await userEvent.click(await editButton());
    const website = screen.getByLabelText('Website');
    await userEvent.clear(website);
    await userEvent.type(website, 'alex dot org');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.getByLabelText('Website')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Website')).toHaveAccessibleDescription('website must be an http(s) URL or blank');
    expect(screen.getByLabelText('GitHub')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('uploads a new photo through the avatar endpoint', async () => {
    let form: FormData | undefined;
    server.use(
      http.post('*/api/profile/avatar', async ({ request }) => {
        form = await request.formData();
        api.profile = { ...api.profile, avatar: '/api/profile/avatar?v=2' };
        return HttpResponse.json(api.profile);
      }),
    );
    renderWithStore(<ProfilePage />);
    await userEvent.click(await editButton());
    await userEvent.upload(screen.getByLabelText('Profile photo'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Your new profile photo' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('img', { name: 'Profile photo of Alex Morgan' })).toHaveAttribute('src', '/api/profile/avatar?v=2');
    expect(form?.has('avatar')).toBe(true);
    expect(api.profilePuts).toEqual([]);
  });

  it('refuses a photo over 2 MB before sending it', async () => {
    renderWithStore(<ProfilePage />);
    await userEvent.click(await editButton());
    await userEvent.upload(screen.getByLabelText('Profile photo'), new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(screen.getByLabelText('Profile photo')).toHaveAccessibleDescription(/The photo must be 2 MB or smaller\./);
  });
});

describe('AI Summary modal', () => {
  beforeAll(() => {
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => undefined;
  });

  let api: ReturnType<typeof fakeProfileApi>;
  beforeEach(() => {
    api = fakeProfileApi();
    api.profile = { ...api.profile, summary_is_locked: 0 };
  });

  it('generates a first summary when none exists, then Accept applies it and closes', async () => {
    renderWithStore(<ProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'AI Summary' }));
    const dialog = screen.getByRole('dialog', { name: 'AI Summary Preview' });
    const text = within(dialog).getByLabelText('AI summary');
    expect(text).toHaveAttribute('readonly');
    await waitFor(() => expect(text).toHaveValue('Data analyst with five years of SQL who turns messy data into decisions.'));
    expect(api.summaryRequests).toEqual([{}]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Data analyst with five years of SQL who turns messy data into decisions.')).toBeInTheDocument();
    expect(screen.getByText('Summary updated')).toBeInTheDocument();
  });

  it('offers the spec hints and regenerates with the chosen one', async () => {
    api.latestSummary = 'An older summary.';
    renderWithStore(<ProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'AI Summary' }));
    const dialog = screen.getByRole('dialog', { name: 'AI Summary Preview' });
    await waitFor(() => expect(within(dialog).getByLabelText('AI summary')).toHaveValue('An older summary.'));
    expect(api.summaryRequests).toEqual([]); // a stored one is shown, not replaced

    const hint = within(dialog).getByLabelText('Hint');
    expect(within(hint).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'None',
      'More concise',
      'Formal tone',
      'Emphasize technical skills',
      'Emphasize leadership',
      'Emphasize customer impact',
      'Quantify achievements',
      'Product-focused',
      'Engineering-focused',
      'Title plus one sentence summary',
    ]);
    await userEvent.selectOptions(hint, 'Title plus one sentence summary');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(within(dialog).getByLabelText('AI summary')).toHaveValue('Data analyst with five years of SQL who turns messy data into decisions.'));
    expect(api.summaryRequests).toEqual([{ hint: 'title plus one sentence summary' }]);
  });

  it('keeps Accept disabled while generating', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/profile/ai-summary', async () => {
        await gate;
        return HttpResponse.json({ ai_summary: 'A fresh summary.', created_at: null });
      }),
    );
    renderWithStore(<ProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'AI Summary' }));
    const dialog = screen.getByRole('dialog', { name: 'AI Summary Preview' });
    expect(await within(dialog).findByText('Generating a summary…')).toBeInTheDocument();
    const accept = within(dialog).getByRole('button', { name: 'Accept' });
    expect(accept).toBeDisabled();
    await act(async () => {
      release();
      await delay(0);
    });
    await waitFor(() => expect(within(dialog).getByLabelText('AI summary')).toHaveValue('A fresh summary.'));
    expect(accept).toBeEnabled();
  });

  it('shows the locked message in the modal when Accept answers 409', async () => {
    api.profile = { ...api.profile, summary_is_locked: 1 };
    api.latestSummary = 'An older summary.';
    renderWithStore(<ProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'AI Summary' }));
    const dialog = screen.getByRole('dialog', { name: 'AI Summary Preview' });
    await waitFor(() => expect(within(dialog).getByLabelText('AI summary')).toHaveValue('An older summary.'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your summary is locked: unlock it in Edit Profile to replace it.');
    expect(screen.getByRole('dialog', { name: 'AI Summary Preview' })).toBeInTheDocument();
  });
});
