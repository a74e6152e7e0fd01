import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarFeedDto, PacketDto, PacketPageDto, TrackerSummaryDto } from '../../api/applications';
import { activitySummary } from '../../test/handlers';
import { renderWithStore } from '../../test/render';
import { server } from '../../test/server';
import { ApplicationsPage } from './ApplicationsPage';

// jsdom has no canvas: each chart becomes a canvas carrying its accessible name and its data.
vi.mock('react-chartjs-2', () => {
  type Props = { data: { labels?: unknown[]; datasets: { data: unknown[] }[] }; 'aria-label'?: string; role?: string };
  function FakeBar({ data, role, 'aria-label': label }: Props) {
    return <canvas data-chart="bar" role={role} aria-label={label} data-labels={JSON.stringify(data.labels)} data-sets={JSON.stringify(data.datasets.map((d) => d.data))} />;
  }
  return { Bar: FakeBar };
});

// The viewers and the status and email dialogs have their own tests; here they only show which one opened.
vi.mock('./dialogs', () => {
  type Props = { packet: PacketDto; open: boolean; onClose: () => void };
  const fake = (name: string) =>
    function FakeDialog({ packet, open, onClose }: Props) {
      return open ? (
        <div role="dialog" aria-label={`${name} ${packet.jobTitle}`}>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
      ) : null;
    };
  return { StatusDialog: fake('Status'), EmailDialog: fake('Email'), ResumePdfDialog: fake('Resume'), CoverLetterDialog: fake('Cover') };
});

function packet(id: string, overrides: Partial<PacketDto> = {}): PacketDto {
  return {
    id,
    packetId: id,
    applicationId: `a${id}`,
    jobId: `j${id}`,
    jobTitle: `Engineer ${id}`,
    companyName: `Company ${id}`,
    companyWebsite: null,
    jobLocation: 'Remote',
    jobUrl: `https://jobs.example.org/${id}`,
    personalWebsite: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    statusChangedAt: '2026-11-20T10:00:00.000Z',
    applicationStatus: 'pending',
    hasResumePdf: false,
    resumeId: null,
    resumeName: null,
    resumePdfBytes: null,
    coverLetterText: null,
    canEmail: true,
    lastEmail: null,
    ...overrides,
  } as PacketDto;
}

const packets: PacketDto[] = [
  packet('1', { jobTitle: 'Backend Engineer', companyName: 'Acme', applicationStatus: 'interview', hasResumePdf: true, coverLetterText: 'Dear team', personalWebsite: 'https://ada.dev', createdAt: '2026-11-21T10:00:00.000Z' }),
  packet('2', { jobTitle: 'Data Analyst', companyName: 'Globex', applicationStatus: 'archived', jobUrl: '', coverLetterText: '   ', createdAt: '2026-11-19T10:00:00.000Z' }),
  packet('3', { jobTitle: 'Site Reliability Engineer', companyName: 'Initech', applicationStatus: 'applied', createdAt: '2026-11-18T10:00:00.000Z' }),
];

const summary: TrackerSummaryDto = {
  applications: 1,
  packets: 3,
  counts: [
    { status: 'applied', count: 4 },
    { status: 'screening', count: 2 },
    { status: 'interview', count: 1 },
    { status: 'offer', count: 0 },
    { status: 'rejected', count: 5 },
  ],
  responseRate: 67,
  interviewRate: 33,
  avgDaysToResponse: 2.46,
  responses: 3,
} as TrackerSummaryDto;

function serveTracker(items: PacketDto[], trackerSummary: TrackerSummaryDto = summary, feed: CalendarFeedDto = { active: false, createdAt: null, url: null }) {
  server.use(
    http.get('*/api/applications/packets', () => HttpResponse.json({ items, nextCursor: null } satisfies PacketPageDto)),
    http.get('*/api/applications/summary', () => HttpResponse.json(trackerSummary)),
    http.get('*/api/applications/calendar-feed', () => HttpResponse.json(feed)),
  );
}

const card = (label: string) => screen.getByRole('group', { name: label });
const table = () => screen.findByRole('table', { name: 'Application packets' });
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);

describe('Application Tracker', () => {
  it('shows the summary cards and the pipeline', async () => {
    serveTracker(packets);
    renderWithStore(<ApplicationsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Application Tracker' })).toBeInTheDocument();
    // One application: singular wording.
    expect(within(await screen.findByRole('group', { name: 'Application Prepared' })).getByText('1')).toBeInTheDocument();
    expect(within(card('Response Rate')).getByText('67%')).toBeInTheDocument();
    expect(within(card('Interview Rate')).getByText('33%')).toBeInTheDocument();
    expect(within(card('Avg. Days to Response')).getByText('2.5')).toBeInTheDocument();
    // The hint is inside its card, not under it.
    expect(within(card('Avg. Days to Response')).getByText('from 3 responses')).toBeInTheDocument();

    const pipeline = within(screen.getByRole('region', { name: 'Pipeline' }));
    const stage = (label: string) => pipeline.getByText(label).closest('div');
    expect(stage('Applied')).toHaveTextContent('4');
    expect(stage('Screening')).toHaveTextContent('2');
    expect(stage('Interview')).toHaveTextContent('1');
    expect(stage('Offer')).toHaveTextContent('0');
    expect(stage('Rejected')).toHaveTextContent('5');
    expect(stage('Packets')).toHaveTextContent('3');
  });

  it('uses the plural wording and a dash with no response yet', async () => {
    serveTracker(packets, { ...summary, applications: 12, avgDaysToResponse: null, responses: 0 });
    renderWithStore(<ApplicationsPage />);
    expect(within(await screen.findByRole('group', { name: 'Applications Prepared' })).getByText('12')).toBeInTheDocument();
    expect(within(card('Avg. Days to Response')).getByText('—')).toBeInTheDocument();
  });

  it('lists each packet with its links, badges and actions', async () => {
    serveTracker(packets);
    renderWithStore(<ApplicationsPage />);
    const rows = bodyRows(await table());
    expect(rows).toHaveLength(3);
    // Newest first.
    expect(rows.map((r) => within(r).getAllByRole('cell')[2].textContent)).toEqual(['Backend Engineer', 'Data Analyst', 'Site Reliability Engineer']);

    const [first, second] = rows;
    expect(within(first).getByText('Nov 21, 2026')).toBeInTheDocument();
    expect(within(first).getByText('Interview')).toBeInTheDocument();
    expect(within(first).getByText('Acme')).toBeInTheDocument();
    const jobLink = within(first).getByRole('link', { name: /Backend Engineer posting/ });
    expect(jobLink).toHaveAttribute('href', 'https://jobs.example.org/1');
    expect(jobLink).toHaveAttribute('target', '_blank');
    expect(within(first).getByRole('link', { name: 'https://ada.dev' })).toHaveAttribute('href', 'https://ada.dev');
    expect(within(first).getByRole('button', { name: 'View resume PDF for Backend Engineer' })).toBeEnabled();
    expect(within(first).getByRole('button', { name: 'View cover letter for Backend Engineer' })).toBeEnabled();
    expect(within(first).getByRole('button', { name: 'Edit status for Backend Engineer' })).toBeEnabled();

    expect(within(second).getByText('No Link')).toBeInTheDocument();
    expect(within(second).getByText('No website')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'No resume PDF for Data Analyst' })).toBeDisabled();
    // A letter of only spaces is no letter.
    expect(within(second).getByRole('button', { name: 'No cover letter for Data Analyst' })).toBeDisabled();
    const locked = within(second).getByRole('button', { name: 'Edit status for Data Analyst' });
    expect(locked).toBeDisabled();
    expect(locked).toHaveAttribute('title', 'Archived applications cannot be edited');
  });

  it('opens the viewers and dialogs from the row', async () => {
    serveTracker(packets);
    renderWithStore(<ApplicationsPage />);
    const first = bodyRows(await table())[0];
    await userEvent.click(within(first).getByRole('button', { name: 'View resume PDF for Backend Engineer' }));
    expect(screen.getByRole('dialog', { name: 'Resume Backend Engineer' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(within(first).getByRole('button', { name: 'View cover letter for Backend Engineer' }));
    expect(screen.getByRole('dialog', { name: 'Cover Backend Engineer' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    await userEvent.click(within(first).getByRole('button', { name: 'Send email for Backend Engineer' }));
    expect(screen.getByRole('dialog', { name: 'Email Backend Engineer' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    await userEvent.click(within(first).getByRole('button', { name: 'Edit status for Backend Engineer' }));
    expect(screen.getByRole('dialog', { name: 'Status Backend Engineer' })).toBeInTheDocument();
  });

  it('offers View and Download on a right-click of the Resume and Cover badges', async () => {
    serveTracker(packets);
    renderWithStore(<ApplicationsPage />);
    const first = bodyRows(await table())[0];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      fireEvent.contextMenu(within(first).getByRole('button', { name: 'View resume PDF for Backend Engineer' }));
      const menu = await screen.findByRole('menu', { name: 'Resume for Backend Engineer' });
      expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['View', 'Download']);
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Download' }));
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      expect(link.getAttribute('href')).toBe('/api/applications/packets/1/resume.pdf');
      expect(link.download).toBe('resume_Backend_Engineer.pdf');

      fireEvent.contextMenu(within(first).getByRole('button', { name: 'View cover letter for Backend Engineer' }));
      const coverMenu = await screen.findByRole('menu', { name: 'Cover letter for Backend Engineer' });
      await userEvent.click(within(coverMenu).getByRole('menuitem', { name: 'View' }));
      expect(screen.getByRole('dialog', { name: 'Cover Backend Engineer' })).toBeInTheDocument();
    } finally {
      click.mockRestore();
    }
  });

  it('filters by status: All shows archived too, Archived alone shows only archived, unticking all falls back to All', async () => {
    serveTracker(packets);
    renderWithStore(<ApplicationsPage />);
    const t = await table();
    const filter = within(screen.getByRole('group', { name: 'Filter by status' }));
    const all = filter.getByRole('checkbox', { name: 'All' });
    expect(all).toBeChecked();
    expect(bodyRows(t)).toHaveLength(3);

    const archived = filter.getByRole('checkbox', { name: 'Archived' });
    await userEvent.click(archived);
    expect(all).not.toBeChecked();
    expect(bodyRows(t)).toHaveLength(1);
    expect(bodyRows(t)[0]).toHaveTextContent('Data Analyst');

    await userEvent.click(filter.getByRole('checkbox', { name: 'Applied' }));
    expect(bodyRows(t).map((r) => within(r).getAllByRole('cell')[2].textContent)).toEqual(['Data Analyst', 'Site Reliability Engineer']);

    // Ticking Interview only, Archived hides.
    await userEvent.click(archived);
    await userEvent.click(filter.getByRole('checkbox', { name: 'Applied' }));
    expect(all).toBeChecked();
    expect(bodyRows(t)).toHaveLength(3);

    await userEvent.click(filter.getByRole('checkbox', { name: 'Interview' }));
    expect(bodyRows(t)).toHaveLength(1);
    expect(bodyRows(t)[0]).toHaveTextContent('Backend Engineer');

    // Choosing All clears the others.
    await userEvent.click(all);
    expect(filter.getByRole('checkbox', { name: 'Interview' })).not.toBeChecked();
    expect(bodyRows(t)).toHaveLength(3);
  });

  it('says how to start when there are no packets', async () => {
    serveTracker([], { ...summary, applications: 0, packets: 0, counts: [], responses: 0, avgDaysToResponse: null });
    renderWithStore(<ApplicationsPage />);
    expect(await screen.findByText('No application packets found. Create your first packet using the Job Search feature.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry when the packets fail to load', async () => {
    serveTracker(packets);
    server.use(http.get('*/api/applications/packets', () => HttpResponse.json({ statusCode: 500, error: 'Error', message: 'Boom', detail: 'Boom', requestId: 'r' }, { status: 500 })));
    renderWithStore(<ApplicationsPage />);
    expect(await screen.findByText('Could not load your application packets')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });

  it('draws this week per weekday and the all-time totals for the tracker types', async () => {
    serveTracker(packets);
    server.use(
      http.get('*/api/activity', () =>
        HttpResponse.json(
          activitySummary({
            week_to_date_daily_by_type: { Mon: { job_viewed: 2, email_sent: 1, login: 9 }, Wed: { job_applied: 1 } },
            all_time_totals_by_type: { job_viewed: 7, application_prepared: 3, login: 40 },
          }),
        ),
      ),
    );
    renderWithStore(<ApplicationsPage />);
    const week = await within(await screen.findByRole('region', { name: "This Week's Application Activity" })).findByRole('img');
    expect(JSON.parse(week.getAttribute('data-labels') ?? '[]')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(week).toHaveAccessibleName('Stacked bar chart of application activity per weekday this week: Sun 0, Mon 3, Tue 0, Wed 1, Thu 0, Fri 0, Sat 0.');
    const totals = within(screen.getByRole('region', { name: 'All-Time Totals' })).getByRole('img');
    expect(JSON.parse(totals.getAttribute('data-labels') ?? '[]')).toHaveLength(7);
    expect(JSON.parse(totals.getAttribute('data-sets') ?? '[]')).toEqual([[7, 0, 3, 0, 0, 0, 0]]);
  });

  it('shows the status legend', async () => {
    serveTracker(packets);
    renderWithStore(<ApplicationsPage />);
    const legend = within(await screen.findByRole('region', { name: 'Status Legend' }));
    expect(legend.getByText('Packet prepared')).toBeInTheDocument();
    expect(legend.getByText('Application archived')).toBeInTheDocument();
  });

  it('makes a private calendar link and shows it once', async () => {
    serveTracker(packets);
    server.use(http.post('*/api/applications/calendar-feed', () => HttpResponse.json({ active: true, createdAt: '2026-11-20T10:00:00.000Z', url: 'https://waypoint.example/api/calendar/secret.ics' })));
    renderWithStore(<ApplicationsPage />);
    const calendar = within(await screen.findByRole('region', { name: 'Calendar' }));
    await userEvent.click(await calendar.findByRole('button', { name: 'Create private calendar link' }));
    const input = await calendar.findByRole('textbox', { name: 'Private calendar link' });
    expect(input).toHaveValue('https://waypoint.example/api/calendar/secret.ics');
    expect(input).toHaveAttribute('readonly');
    expect(calendar.getByText('Add this address to your calendar app. It is shown once; making a new one turns this one off.')).toBeInTheDocument();
  });

  it('shows an active feed with its date and its actions', async () => {
    serveTracker(packets, summary, { active: true, createdAt: '2026-11-02T10:00:00.000Z', url: null });
    renderWithStore(<ApplicationsPage />);
    const calendar = within(await screen.findByRole('region', { name: 'Calendar' }));
    expect(await calendar.findByText('Calendar feed on since Nov 2, 2026')).toBeInTheDocument();
    expect(calendar.getByRole('button', { name: 'Make a new link' })).toBeInTheDocument();
    expect(calendar.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });
});
