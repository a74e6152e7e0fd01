import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { fullAccount } from '../../test/handlers';
import { renderWithStore } from '../../test/render';
import { server } from '../../test/server';
import { parseMargin, SettingsPage } from './SettingsPage';

const apiError = (status: number, detail: string) => HttpResponse.json({ statusCode: status, error: 'Error', message: detail, detail, requestId: 'req-1' }, { status });
const SIZES = [
  { name: 'A4', dim_in: [8.27, 11.69] },
  { name: 'Letter', dim_in: [8.5, 11] },
  { name: 'Legal', dim_in: [8.5, 14] },
];

describe('Settings page', () => {
  let preferences: unknown[];
  let proxyCalls: unknown[];
  beforeEach(() => {
    preferences = [];
    proxyCalls = [];
    server.use(
      http.get('*/api/pdf/sizes', () => HttpResponse.json(SIZES)),
      http.put('*/api/account/preferences', async ({ request }) => {
        preferences.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Preferences updated.' });
      }),
      http.post('*/api/email-proxy/configure', async ({ request }) => {
        proxyCalls.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Mail to member@mail.example.org is no longer forwarded.' });
      }),
    );
  });

  const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));

  it('shows the page sizes with their dimensions, the margin and the forwarding choice', async () => {
    renderWithStore(<SettingsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your preferences…');
    const size = await screen.findByLabelText('Page size');
    await waitFor(() => expect(within(size).getAllByRole('option').map((o) => o.textContent)).toEqual(['A4 (8.27 × 11.69 in)', 'Letter (8.5 × 11 in)', 'Legal (8.5 × 14 in)']));
    expect(size).toHaveValue('A4');
    expect(screen.getByLabelText('Margin (points)')).toHaveValue(null);
    expect(screen.getByLabelText('Margin (points)')).toHaveAttribute('placeholder', '50');
    expect(screen.getByLabelText('Forward emails to my personal address')).toBeChecked();
    expect(screen.getByText('More template options are coming soon.')).toBeInTheDocument();
  });

  it("saves the preferences and says 'Preferences saved' without touching the proxy when forwarding is unchanged", async () => {
    renderWithStore(<SettingsPage />);
    await userEvent.selectOptions(await screen.findByLabelText('Page size'), 'Letter');
    await userEvent.type(screen.getByLabelText('Margin (points)'), '72');
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent('Preferences saved');
    expect(preferences).toEqual([{ pdf_page_size: 'Letter', pdf_margin: 72, wip_email_proxy: true }]);
    expect(proxyCalls).toEqual([]);
  });

  it('sends a blank margin as the default, and configures the proxy when forwarding changes', async () => {
    server.use(http.get('*/api/account', () => HttpResponse.json({ ...fullAccount, pdf_page_size: 'Legal', pdf_margin: 36 })));
    renderWithStore(<SettingsPage />);
    const margin = await screen.findByLabelText('Margin (points)');
    expect(margin).toHaveValue(36);
    await userEvent.clear(margin);
    await userEvent.click(screen.getByLabelText('Forward emails to my personal address'));
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent('Preferences saved');
    expect(preferences).toEqual([{ pdf_page_size: 'Legal', pdf_margin: null, wip_email_proxy: false }]);
    expect(proxyCalls).toEqual([{ enableProxy: false }]);
  });

  it('refuses a margin outside 10 to 144 at the field, before saving', async () => {
    renderWithStore(<SettingsPage />);
    await userEvent.type(await screen.findByLabelText('Margin (points)'), '5');
    await save();
    const margin = screen.getByLabelText('Margin (points)');
    expect(margin).toHaveAttribute('aria-invalid', 'true');
    expect(margin).toHaveAccessibleDescription(/Margin must be a whole number of points from 10 to 144, or blank for the default \(50\)\./);
    expect(preferences).toEqual([]);
    expect(parseMargin('144')).toBe(144);
    expect(parseMargin('145')).toBeUndefined();
    expect(parseMargin('12.5')).toBeUndefined();
    expect(parseMargin(' ')).toBeNull();
  });

  it("shows the server's message, or 'Failed to save', when the save fails", async () => {
    server.use(http.put('*/api/account/preferences', () => apiError(400, 'pdf_page_size must be one of: A4, Letter, Legal, A5, Executive, B5')));
    renderWithStore(<SettingsPage />);
    await screen.findByLabelText('Page size');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('pdf_page_size must be one of: A4, Letter, Legal, A5, Executive, B5');

    server.use(http.put('*/api/account/preferences', () => new HttpResponse('Bad gateway', { status: 502 })));
    await save();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to save$/));
    expect(screen.queryByText('Preferences saved')).toBeNull();
  });

  it('says the preferences were saved but the proxy failed, with no success text', async () => {
    server.use(http.post('*/api/email-proxy/configure', () => apiError(503, 'Mail (Mailcow) is not configured on this server.')));
    renderWithStore(<SettingsPage />);
    await userEvent.click(await screen.findByLabelText('Forward emails to my personal address'));
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Preferences saved, but email proxy configuration failed: Mail \(Mailcow\) is not configured on this server\.$/);
    expect(screen.queryByRole('status')).toBeNull();
    expect(preferences).toEqual([{ pdf_page_size: null, pdf_margin: null, wip_email_proxy: false }]); // untouched size stays the default
  });

  it("falls back to 'Unknown error' when the proxy answers without a message", async () => {
    server.use(http.post('*/api/email-proxy/configure', () => HttpResponse.json({ success: false, message: '' })));
    renderWithStore(<SettingsPage />);
    await userEvent.click(await screen.findByLabelText('Forward emails to my personal address'));
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Preferences saved, but email proxy configuration failed: Unknown error$/);
  });

  it('shows an error with a retry when the preferences cannot load', async () => {
    server.use(http.get('*/api/account', () => apiError(503, 'The database is restarting.')));
    renderWithStore(<SettingsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your preferencesThe database is restarting.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
