import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSettings, memberUser, signedInAs } from '../../../test/handlers';
import { renderRoute } from '../../../test/render';
import { server } from '../../../test/server';

describe('service-setup notice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for cloud setup when mail works and cloud never signed in; a click opens the cloud window and hides it', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    server.use(http.get('*/auth/status', () => HttpResponse.json(signedInAs(memberUser))));
    renderRoute('/dashboard');
    const toast = await screen.findByRole('button', { name: /Cloud Storage Setup Required/ });
    expect(toast).toHaveTextContent('Complete your cloud storage setup to access Waypoint files');
    await userEvent.click(toast);
    expect(open).toHaveBeenCalledWith('/auth/nextcloud', 'waypoint-cloud', 'width=1200,height=800');
    expect(screen.queryByRole('button', { name: /Setup Required/ })).toBeNull();
  });

  it('asks the server to link a cloud account made at a first single-sign-on visit, once, when mail works and cloud never signed in', async () => {
    const migrations: string[] = [];
    server.use(
      http.get('*/auth/status', () => HttpResponse.json(signedInAs(memberUser))),
      http.post('*/api/migrate-nextcloud-temp-uid', ({ request }) => {
        migrations.push(request.method);
        return HttpResponse.json({ migrated: false, uid: null, lastLogin: 0, nextcloud_enabled: false });
      }),
    );
    renderRoute('/dashboard');
    await screen.findByRole('button', { name: /Cloud Storage Setup Required/ });
    await vi.waitFor(() => expect(migrations).toEqual(['POST']));
  });

  it('asks for mail first when the mailbox is not verified', async () => {
    server.use(
      http.get('*/auth/status', () => HttpResponse.json(signedInAs(memberUser))),
      http.get('*/api/account/status', () => HttpResponse.json({ mailcow_enabled: false, nextcloud_enabled: false })),
    );
    renderRoute('/dashboard');
    const toast = await screen.findByRole('button', { name: /Mail Setup Required/ });
    expect(toast).toHaveTextContent('Your internal mailbox is not accessible. Click here to check');
  });

  it('never prompts for services the server has not configured', async () => {
    server.use(
      http.get('*/auth/status', () => HttpResponse.json(signedInAs(memberUser))),
      http.get('*/api/settings', () => HttpResponse.json({ app: { ...demoSettings.app, mail_url: null, cloud_configured: false } })),
    );
    renderRoute('/dashboard');
    await screen.findByRole('heading', { name: /Welcome back/ });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: /Setup Required/ })).toBeNull();
  });

  it('shows the mail notice when the unseen-mail poll fails', async () => {
    server.use(
      http.get('*/auth/status', () => HttpResponse.json(signedInAs(memberUser))),
      http.get('*/api/nextcloud/last-login', () => HttpResponse.json({ lastLogin: 5 })),
      http.post('*/api/mail/unseen', () => HttpResponse.json({ statusCode: 503, detail: 'Mail (IMAP) cannot be reached' }, { status: 503 })),
    );
    renderRoute('/dashboard');
    expect(await screen.findByRole('button', { name: /Mail Setup Required/ })).toBeInTheDocument();
  });
});
