import { describe, expect, it } from 'vitest';
import type { OAuth2TestResultDto } from '../../../api/emails';
import {
  accessTokenOf,
  authorizeRequestUrl,
  callbackRequest,
  isFailedResult,
  lacksOAuth2Mechanism,
  mailtoUrl,
  PENDING_KEY,
  randomState,
  readCallback,
  readMailTestConfig,
  savePending,
  sogoBase,
  sogoComposeUrl,
  stripCallbackParams,
  takePending,
} from './oauth2MailTest';

const smtpResult = (auth: string[]): OAuth2TestResultDto => ({
  stage: 'smtp_capability',
  status: 200,
  data: {},
  capabilities: { auth, all: ['PIPELINING', `AUTH ${auth.join(' ')}`], host: 'smtp.example.org', port: 587, secure: true },
});

describe('readMailTestConfig', () => {
  it('reads the fields the server sends, including those the generated type lacks', () => {
    const raw = {
      mailServerUrl: 'https://mail.example.org/',
      authorizeUrl: 'https://mail.example.org/oauth/authorize',
      backendRedirectUri: 'https://app.example.org/oauth/callback',
      backendClientId: null,
      smtp: { host: 'smtp.example.org', port: 465, secure: true },
    };
    expect(readMailTestConfig(raw)).toEqual({
      mailServerUrl: 'https://mail.example.org',
      authorizeUrl: 'https://mail.example.org/oauth/authorize',
      backendRedirectUri: 'https://app.example.org/oauth/callback',
      backendClientId: null,
      smtp: { host: 'smtp.example.org', port: 465, secure: true },
    });
  });

  it('treats missing and empty values as not configured', () => {
    expect(readMailTestConfig({ mailServerUrl: null, authorizeUrl: null, backendRedirectUri: '', backendClientId: null, smtp: null })).toEqual({ mailServerUrl: null, authorizeUrl: null, backendRedirectUri: null, backendClientId: null, smtp: null });
    expect(readMailTestConfig(undefined)).toBeUndefined();
  });
});

describe('the authorize round trip', () => {
  it('makes a hex state from crypto.getRandomValues', () => {
    expect(randomState(4, (a) => a.fill(171))).toBe('abababab');
    expect(randomState()).toMatch(/^[0-9a-f]{32}$/);
    expect(randomState()).not.toBe(randomState());
  });

  it('builds the authorize address with the parameters encoded', () => {
    expect(authorizeRequestUrl('https://mail.example.org/oauth/authorize', { clientId: 'web app', redirectUri: 'https://app.example.org/oauth/callback', state: 's1' })).toBe(
      'https://mail.example.org/oauth/authorize?response_type=code&client_id=web%20app&redirect_uri=https%3A%2F%2Fapp.example.org%2Foauth%2Fcallback&state=s1',
    );
    expect(authorizeRequestUrl('https://idp.example.org/authorize?tenant=1', { clientId: 'c', redirectUri: 'r', state: 's' })).toBe(
      'https://idp.example.org/authorize?tenant=1&response_type=code&client_id=c&redirect_uri=r&state=s',
    );
  });

  it('keeps the pending sign-in for one read only', () => {
    savePending(sessionStorage, { state: 's1', client: 'frontend', redirectUri: 'https://app/oauth/callback', clientId: 'id', clientSecret: 'secret' });
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
    expect(takePending(sessionStorage)).toEqual({ state: 's1', client: 'frontend', redirectUri: 'https://app/oauth/callback', clientId: 'id', clientSecret: 'secret' });
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
    expect(takePending(sessionStorage)).toBeNull();
    sessionStorage.setItem(PENDING_KEY, '{not json');
    expect(takePending(sessionStorage)).toBeNull();
    expect(sessionStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it('reads the callback and strips its parameters from the address', () => {
    expect(readCallback('?code=abc&state=s1')).toEqual({ code: 'abc', state: 's1', error: null, errorDescription: null });
    expect(readCallback('?error=access_denied&error_description=No')).toMatchObject({ error: 'access_denied', errorDescription: 'No' });
    expect(readCallback('?tab=x')).toBeNull();
    expect(stripCallbackParams('?code=abc&state=s1&keep=1')).toBe('?keep=1');
    expect(stripCallbackParams('?code=abc&state=s1')).toBe('');
  });

  it('sends the frontend client with the code when the state matches', () => {
    const pending = { state: 's1', client: 'frontend' as const, redirectUri: 'https://app/oauth/callback', clientId: 'id', clientSecret: 'secret' };
    expect(callbackRequest(pending, { code: 'abc', state: 's1', error: null, errorDescription: null })).toEqual({
      request: { oauth2: { authorizationCode: 'abc', redirectUri: 'https://app/oauth/callback', clientId: 'id', clientSecret: 'secret' } },
    });
  });

  it('sends no client for the backend one (the server uses its own)', () => {
    const pending = { state: 's1', client: 'backend' as const, redirectUri: 'https://api/oauth/callback' };
    expect(callbackRequest(pending, { code: 'abc', state: 's1', error: null, errorDescription: null })).toEqual({
      request: { oauth2: { authorizationCode: 'abc', redirectUri: 'https://api/oauth/callback' } },
    });
  });

  it('refuses a mismatched or missing state and a provider error', () => {
    const pending = { state: 's1', client: 'backend' as const, redirectUri: 'r' };
    expect(callbackRequest(pending, { code: 'abc', state: 's2', error: null, errorDescription: null })).toMatchObject({ refusal: { error: 'state_mismatch' } });
    expect(callbackRequest(null, { code: 'abc', state: 's1', error: null, errorDescription: null })).toMatchObject({ refusal: { error: 'state_mismatch' } });
    expect(callbackRequest(pending, { code: 'abc', state: null, error: null, errorDescription: null })).toMatchObject({ refusal: { error: 'state_mismatch' } });
    expect(callbackRequest(pending, { code: null, state: 's1', error: 'access_denied', errorDescription: null })).toMatchObject({
      refusal: { error: 'authorization_error', details: { error: 'access_denied' } },
    });
  });
});

describe('results', () => {
  it('finds the access token of a successful exchange only', () => {
    expect(accessTokenOf({ stage: 'token_exchange', status: 200, data: { access_token: 't', token_type: 'Bearer' } })).toBe('t');
    expect(accessTokenOf({ stage: 'profile', status: 200, data: { username: 'a' } })).toBeNull();
    expect(accessTokenOf({ stage: 'token_error', status: 400, data: { access_token: 't' } })).toBeNull();
    expect(accessTokenOf(null)).toBeNull();
  });

  it('warns when the SMTP server offers neither XOAUTH2 nor OAUTHBEARER', () => {
    expect(lacksOAuth2Mechanism(smtpResult(['PLAIN', 'LOGIN']))).toBe(true);
    expect(lacksOAuth2Mechanism(smtpResult([]))).toBe(true);
    expect(lacksOAuth2Mechanism(smtpResult(['PLAIN', 'XOAUTH2']))).toBe(false);
    expect(lacksOAuth2Mechanism(smtpResult(['oauthbearer']))).toBe(false);
    expect(lacksOAuth2Mechanism({ stage: 'profile', status: 200, data: {} })).toBe(false);
  });

  it('marks status 400 and above as failed', () => {
    expect(isFailedResult({ stage: 'smtp_error', status: 502, data: {} })).toBe(true);
    expect(isFailedResult({ stage: 'invalid_request', status: 400, data: {} })).toBe(true);
    expect(isFailedResult({ stage: 'profile', status: 200, data: {} })).toBe(false);
  });
});

describe('webmail addresses', () => {
  it("builds SOGo's entry and compose forms", () => {
    expect(sogoBase('https://mail.example.org/')).toBe('https://mail.example.org/SOGo/so/');
    expect(sogoComposeUrl('https://mail.example.org', ' ana@example.org ')).toBe('https://mail.example.org/SOGo/so/ana@example.org/Mail/compose');
    expect(sogoComposeUrl('https://mail.example.org', 'ana@example.org', { to: 'hr@acme.example', subject: 'Hi there & more', body: 'Line' })).toBe(
      'https://mail.example.org/SOGo/so/ana@example.org/Mail/compose?mailto=hr@acme.example&subject=Hi%20there%20%26%20more&body=Line',
    );
    expect(sogoComposeUrl('https://mail.example.org', 'a/b')).toBe('https://mail.example.org/SOGo/so/a%2Fb/Mail/compose');
  });

  it('builds a standard mailto link', () => {
    expect(mailtoUrl({ to: 'hr@acme.example', subject: 'Hi there', body: 'A & B' })).toBe('mailto:hr@acme.example?subject=Hi%20there&body=A%20%26%20B');
    expect(mailtoUrl({})).toBe('mailto:');
  });
});
