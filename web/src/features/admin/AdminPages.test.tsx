import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { systemOverview, systemStats } from '../../test/handlers';
import { renderWithStore } from '../../test/render';
import { server } from '../../test/server';
import { UsersPage } from '../users/UsersPage';
import { AdminDashboardPage } from './AdminDashboardPage';
import { loadBand, systemAlerts } from './lib/systemStats';
import { SystemStatusPage } from './SystemStatusPage';

vi.mock('react-chartjs-2', () => ({ Line: () => null, Doughnut: () => null, Bar: () => null }));

const inRouter = (ui: React.ReactElement) => renderWithStore(<MemoryRouter>{ui}</MemoryRouter>);

describe('system figures', () => {
  it('bands loads at 50 and 80 percent and raises the spec alerts above their thresholds', () => {
    expect([loadBand(49.9), loadBand(50), loadBand(79.9), loadBand(80)]).toEqual(['low', 'medium', 'medium', 'high']);
    expect(systemAlerts(systemStats)).toEqual([]);
    const busy = { ...systemStats, cpu: 81, memory: { ...systemStats.memory, percentage: 86 }, disk: { ...systemStats.disk, percentage: 91 } };
    expect(systemAlerts({ ...busy, network: { ...busy.network, txMBps: 51 } })).toEqual([
      'High CPU usage',
      'High memory usage',
      'Low disk space',
      'High network activity',
    ]);
  });
});

describe('admin dashboard', () => {
  it('shows the live figures with uptime, and the health cards from the health check and sign-in alerts', async () => {
    inRouter(<AdminDashboardPage />);
    const cpu = await screen.findByRole('group', { name: 'CPU' });
    expect(cpu).toHaveTextContent('23.4%');
    expect(cpu).toHaveTextContent('Uptime 1d 2h 3m');
    expect(screen.getByRole('group', { name: 'Memory' })).toHaveTextContent('6.1 of 15.6 GB');
    expect(screen.getByRole('group', { name: 'Network I/O' })).toHaveTextContent('eth0');
    expect(screen.getByText('All systems normal')).toBeInTheDocument();
    expect(await within(screen.getByRole('group', { name: 'Database' })).findByText('Healthy')).toBeInTheDocument();
    expect(await within(screen.getByRole('group', { name: 'Security' })).findByText('Secure')).toBeInTheDocument();
  });

  it('says the live figures are unavailable rather than inventing them', async () => {
    server.use(http.get('*/api/system-stats', () => HttpResponse.json({ statusCode: 503, error: 'Service Unavailable', message: 'x', detail: 'Host figures cannot be read.', requestId: '' }, { status: 503 })));
    inRouter(<AdminDashboardPage />);
    expect(await screen.findByText('Live figures unavailable')).toBeInTheDocument();
    expect(screen.getByText('Host figures cannot be read.')).toBeInTheDocument();
  });
});

describe('system status', () => {
  it('shows the counts, the tools with the user-count badge and the recent events', async () => {
    inRouter(<SystemStatusPage />);
    expect(await screen.findByRole('group', { name: 'System Events' })).toHaveTextContent('1,234');
    expect(screen.getByRole('group', { name: 'Active Users (7 days)' })).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: /User Management/ })).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: /NC Token Cleanup/ })).toHaveAttribute('href', '/auth/nc-token-cleanup');
    expect(screen.getByRole('list', { name: 'Recent system events' })).toHaveTextContent('resume upload by alex');
  });

  it('opens the telemetry analytics from both System Telemetry and System Health (part 1 §2.11)', async () => {
    const user = userEvent.setup();
    for (const tool of [/System Telemetry/, /System Health/]) {
      const { unmount } = renderWithStore(
        <MemoryRouter initialEntries={['/system-status']}>
          <Routes>
            <Route path="/system-status" element={<SystemStatusPage />} />
            <Route path="/telemetry" element={<p>Telemetry analytics</p>} />
            <Route path="/admin-dashboard" element={<p>Admin dashboard</p>} />
          </Routes>
        </MemoryRouter>,
      );
      await user.click(await screen.findByRole('button', { name: tool }));
      expect(await screen.findByText('Telemetry analytics')).toBeInTheDocument();
      unmount();
    }
  });

  it('has an empty text when nothing has happened yet', async () => {
    server.use(http.get('*/api/system/overview', () => HttpResponse.json({ ...systemOverview, recent_activity: [] })));
    inRouter(<SystemStatusPage />);
    expect(await screen.findByText('No system events yet')).toBeInTheDocument();
  });
});

describe('users', () => {
  it('asks the server for each search, sort and page', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/users', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const total = 23;
        const offset = Number(params.get('offset') ?? 0);
        const limit = Number(params.get('limit'));
        const items = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
          id: `u${offset + i}`,
          username: `user${offset + i}`,
          name: `User ${offset + i}`,
          email: `user${offset + i}@example.org`,
          title: null,
          location: null,
          created_at: '2026-11-01T10:00:00.000Z',
          last_login: null,
        }));
        return HttpResponse.json({ items, total, limit, offset });
      }),
    );
    inRouter(<UsersPage />);
    expect(await screen.findByText('Showing 1–10 of 23')).toBeInTheDocument();
    expect(asked[0].get('sort')).toBe('created_at');
    expect(asked[0].get('dir')).toBe('desc');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11–20 of 23')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Email/ }));
    expect(await screen.findByText('Showing 1–10 of 23')).toBeInTheDocument();
    expect(asked.at(-1)?.get('sort')).toBe('email');
    expect(asked.at(-1)?.get('dir')).toBe('asc');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'Nurse');
    await vi.waitFor(() => expect(asked.at(-1)?.get('q')).toBe('Nurse'));
  });

  it('says No users found. when nothing matches', async () => {
    server.use(http.get('*/api/users', () => HttpResponse.json({ items: [], total: 0, limit: 10, offset: 0 })));
    inRouter(<UsersPage />);
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0–0 of 0')).toBeInTheDocument();
  });
});
