import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSettings, fullAccount, memberUser, signedInAs } from '../../test/handlers';
import { renderRoute } from '../../test/render';
import { server } from '../../test/server';
import { onboardingRedirect } from './onboardingGate';

describe('onboarding gate', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a member with an opt-in off to the onboarding dashboard', () => {
    expect(onboardingRedirect({ ...fullAccount, resume_uploaded: false }, 'https://main.example')).toBe('https://main.example/dashboard');
    expect(onboardingRedirect(fullAccount, 'https://main.example')).toBeNull();
    expect(onboardingRedirect({ ...fullAccount, email_opt_in: false }, null)).toBeNull();
  });

  it('redirects the browser before showing the shell', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    server.use(
      http.get('*/auth/status', () => HttpResponse.json(signedInAs(memberUser))),
      http.get('*/api/account', () => HttpResponse.json({ ...fullAccount, member_access_enabled: false })),
      http.get('*/api/settings', () => HttpResponse.json({ app: { ...demoSettings.app, onboarding_url: 'https://main.example' } })),
    );
    renderRoute('/dashboard');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://main.example/dashboard'));
    expect(screen.queryByRole('heading', { name: /Welcome back/ })).toBeNull();
  });

  it('shows the service icons blue or grey from the flags', async () => {
    server.use(http.get('*/auth/status', () => HttpResponse.json(signedInAs(memberUser))));
    renderRoute('/dashboard');
    expect(await screen.findByRole('button', { name: 'Mail: registered' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Calendar: registered' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cloud: not registered' })).toBeEnabled();
    expect(await screen.findByLabelText('99+ unseen')).toHaveTextContent('99+');
  });

  it('opens mail and cloud in 1200x800 windows and the calendar in a new tab', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    server.use(http.get('*/auth/status', () => HttpResponse.json(signedInAs(memberUser))));
    renderRoute('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Mail: registered' }));
    expect(open).toHaveBeenLastCalledWith('https://mail.example.org/?iam_sso=1', 'waypoint-mail', 'width=1200,height=800');
    await userEvent.click(screen.getByRole('button', { name: 'Cloud: not registered' }));
    expect(open).toHaveBeenLastCalledWith('/auth/nextcloud', 'waypoint-cloud', 'width=1200,height=800');
    await userEvent.click(screen.getByRole('button', { name: 'Calendar: registered' }));
    expect(open).toHaveBeenLastCalledWith('/auth/calendar', '_blank', 'noopener');
  });

  it('disables the icons of services that are not configured', async () => {
    server.use(
      http.get('*/auth/status', () => HttpResponse.json(signedInAs(memberUser))),
      http.get('*/api/settings', () => HttpResponse.json({ app: { ...demoSettings.app, mail_url: null, cloud_configured: false } })),
    );
    renderRoute('/dashboard');
    expect(await screen.findByRole('button', { name: 'Mail: not configured' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cloud: not configured' })).toBeDisabled();
  });
});
