import { Logger } from '@nestjs/common';
import type { ConfigService } from '@nestjs/config';
import { createServer, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { FakeOAuthProvider } from '../../../../test/fakes/oauth-provider-server';
import type { EnvironmentVariables } from '../../../config/env.validation';
import { MailOAuth2TestService, OAuth2TestStage } from './oauth2-test.service';

const CALLBACK = 'http://localhost:3000/oauth/callback';

function configWith(env: Partial<Record<keyof EnvironmentVariables, unknown>>): ConfigService<EnvironmentVariables, true> {
  const values: Record<string, unknown> = { PORT: 3000, SMTP_PORT: 587, SMTP_SECURE: false, ...env };
  return { get: (key: string) => values[key] } as unknown as ConfigService<EnvironmentVariables, true>;
}

/** A plain SMTP server on loopback (no STARTTLS) offering `authMethods`. */
async function startSmtp(authMethods?: string[]): Promise<{ port: number; close(): Promise<void> }> {
  const server = new SMTPServer({ name: 'mail.test', logger: false, disableReverseLookup: true, authOptional: true, disabledCommands: ['STARTTLS'], authMethods, closeTimeout: 50 });
  server.on('error', () => undefined);
  const sockets = new Set<Socket>();
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.server.address() as { port: number }).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('MailOAuth2TestService', () => {
  const provider = new FakeOAuthProvider();
  let logged: string[];

  beforeAll(() => provider.start());
  afterAll(() => provider.close());
  beforeEach(() => {
    provider.requests.length = 0;
    provider.misbehave = null;
    logged = [];
    for (const level of ['log', 'debug', 'warn', 'error', 'verbose'] as const) {
      jest.spyOn(Logger.prototype, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    }
  });
  afterEach(() => jest.restoreAllMocks());

  const mailcow = () => ({ MAILCOW_URL: `${provider.url}/`, MAIL_OAUTH2_CLIENT_ID: provider.client.id, MAIL_OAUTH2_CLIENT_SECRET: provider.client.secret });

  describe('not configured or nothing to do', () => {
    it('answers not_configured 503 without MAILCOW_URL, and spends no code', async () => {
      const service = new MailOAuth2TestService(configWith({ SMTP_HOST: '127.0.0.1' }));
      const result = await service.run({ oauth2: { authorizationCode: 'abc' } });
      expect(result).toEqual({ stage: OAuth2TestStage.NotConfigured, status: 503, data: { message: expect.stringMatching(/MAILCOW_URL/) } });
      expect(provider.requests).toHaveLength(0);
    });

    it('answers not_configured 503 for listAuth without SMTP_HOST, before exchanging the code', async () => {
      const service = new MailOAuth2TestService(configWith(mailcow()));
      const result = await service.run({ oauth2: { authorizationCode: provider.issueCode(CALLBACK) }, diagnostics: { listAuth: true } });
      expect(result).toMatchObject({ stage: OAuth2TestStage.NotConfigured, status: 503, data: { message: expect.stringMatching(/SMTP_HOST/) } });
      expect(provider.requests).toHaveLength(0);
    });

    it('answers not_configured 503 when there is no OAuth2 client at all', async () => {
      const service = new MailOAuth2TestService(configWith({ MAILCOW_URL: provider.url }));
      const result = await service.run({ oauth2: { authorizationCode: 'abc' } });
      expect(result).toMatchObject({ stage: OAuth2TestStage.NotConfigured, status: 503, data: { message: expect.stringMatching(/MAIL_OAUTH2_CLIENT_ID/) } });
    });

    it('answers invalid_request 400 when nothing is asked', async () => {
      const service = new MailOAuth2TestService(configWith(mailcow()));
      expect(await service.run({})).toMatchObject({ stage: OAuth2TestStage.InvalidRequest, status: 400 });
      expect(await service.run({ oauth2: { authorizationCode: '  ' }, diagnostics: { debug: true } })).toMatchObject({ stage: OAuth2TestStage.InvalidRequest, status: 400 });
    });
  });

  describe('token exchange', () => {
    it('trades a code at {MAILCOW_URL}/oauth/token with the server client and default redirect address', async () => {
      const service = new MailOAuth2TestService(configWith(mailcow()));
      const code = provider.issueCode(CALLBACK);
      const result = await service.run({ oauth2: { authorizationCode: code } });

      expect(result.stage).toBe(OAuth2TestStage.TokenExchange);
      expect(result.status).toBe(200);
      expect(result.data).toMatchObject({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600, refresh_token: '(received, not shown)' });
      expect(result.capabilities).toBeUndefined();
      expect(provider.requests).toEqual([
        {
          method: 'POST',
          path: '/oauth/token',
          contentType: 'application/x-www-form-urlencoded',
          authorization: undefined,
          form: { grant_type: 'authorization_code', code, client_id: provider.client.id, client_secret: provider.client.secret, redirect_uri: CALLBACK },
        },
      ]);
      const secrets = [code, provider.client.secret, String(result.data.access_token)];
      expect(logged.join('\n')).toContain('token_exchange');
      for (const secret of secrets) expect(logged.join('\n')).not.toContain(secret);
    });

    it('shows the provider 400 as token_error with its body (used code)', async () => {
      const service = new MailOAuth2TestService(configWith(mailcow()));
      const code = provider.issueCode(CALLBACK);
      await service.run({ oauth2: { authorizationCode: code } });
      const again = await service.run({ oauth2: { authorizationCode: code }, diagnostics: { fetchProfile: true, listAuth: false } });
      expect(again).toEqual({ stage: OAuth2TestStage.TokenError, status: 400, data: { error: 'invalid_grant', error_description: expect.any(String) } });
      // stops at the failed step: no profile request
      expect(provider.requests.filter((r) => r.path === '/oauth/profile')).toHaveLength(0);
    });

    it("uses the page's client and redirect address, never pairing the server's secret with another client id", async () => {
      const service = new MailOAuth2TestService(configWith(mailcow()));
      const redirectUri = 'https://waypoint.example.org/oauth/callback';
      const result = await service.run({ oauth2: { authorizationCode: provider.issueCode(redirectUri), clientId: 'frontend-client', redirectUri } });
      expect(result).toMatchObject({ stage: OAuth2TestStage.TokenError, status: 400, data: { error: 'invalid_client' } });
      expect(provider.requests[0].form).toEqual({ grant_type: 'authorization_code', code: expect.any(String), client_id: 'frontend-client', redirect_uri: redirectUri });
    });

    it('adds the request summary (no code, no secret) with debug', async () => {
      const service = new MailOAuth2TestService(configWith(mailcow()));
      const result = await service.run({ oauth2: { authorizationCode: 'wrong-code' }, diagnostics: { debug: true, logger: true } });
      expect(result.data).toMatchObject({
        error: 'invalid_grant',
        request: { tokenUrl: `${provider.url}/oauth/token`, grant_type: 'authorization_code', client_id: provider.client.id, redirect_uri: CALLBACK },
      });
      expect(JSON.stringify(result.data)).not.toContain(provider.client.secret);
      expect(JSON.stringify(result.data)).not.toContain('wrong-code');
    });

    it('wraps an answer that is not JSON as raw', async () => {
      const service = new MailOAuth2TestService(configWith(mailcow()));
      provider.misbehave = 'html-502';
      const result = await service.run({ oauth2: { authorizationCode: 'abc' } });
      expect(result).toMatchObject({ stage: OAuth2TestStage.TokenError, status: 502, data: { raw: expect.stringContaining('502 Bad Gateway') } });
    });

    it('answers token_error 502 when the provider cannot be reached', async () => {
      const service = new MailOAuth2TestService(configWith({ ...mailcow(), MAILCOW_URL: `http://127.0.0.1:${await closedPort()}` }));
      const result = await service.run({ oauth2: { authorizationCode: 'abc' } });
      expect(result).toEqual({ stage: OAuth2TestStage.TokenError, status: 502, data: { message: 'The OAuth2 server cannot be reached.' } });
    });
  });

  describe('profile', () => {
    it('reads {MAILCOW_URL}/oauth/profile with the token just exchanged', async () => {
      const service = new MailOAuth2TestService(configWith(mailcow()));
      const result = await service.run({ oauth2: { authorizationCode: provider.issueCode(CALLBACK) }, diagnostics: { fetchProfile: true } });
      expect(result).toEqual({
        stage: OAuth2TestStage.Profile,
        status: 200,
        data: expect.objectContaining({ success: true, email: 'sysadmin@mail.example.org', displayName: 'System Admin' }),
      });
      const profileRequest = provider.requests.find((r) => r.path === '/oauth/profile');
      expect(profileRequest?.authorization).toMatch(/^Bearer [0-9a-f]{40}$/);
      for (const line of logged) expect(line).not.toContain(profileRequest?.authorization?.slice(7));
    });

    it('reads the profile with a token the page kept', async () => {
      const service = new MailOAuth2TestService(configWith(mailcow()));
      const result = await service.run({ diagnostics: { fetchProfile: true, accessToken: provider.issueToken() } });
      expect(result).toMatchObject({ stage: OAuth2TestStage.Profile, status: 200, data: { email: 'sysadmin@mail.example.org' } });
    });

    it('shows a refused token as profile_error with the provider status', async () => {
      const service = new MailOAuth2TestService(configWith(mailcow()));
      const result = await service.run({ diagnostics: { fetchProfile: true, accessToken: 'not-a-token' } });
      expect(result).toEqual({ stage: OAuth2TestStage.ProfileError, status: 401, data: { error: 'invalid_token', error_description: expect.any(String) } });
    });

    it('answers profile_error 400 without any token', async () => {
      const service = new MailOAuth2TestService(configWith(mailcow()));
      const result = await service.run({ diagnostics: { fetchProfile: true } });
      expect(result).toMatchObject({ stage: OAuth2TestStage.ProfileError, status: 400 });
      expect(provider.requests).toHaveLength(0);
    });
  });

  describe('SMTP capabilities', () => {
    let smtp: { port: number; close(): Promise<void> } | undefined;
    afterEach(async () => {
      await smtp?.close();
      smtp = undefined;
    });

    it('lists XOAUTH2 when the SMTP server offers it', async () => {
      smtp = await startSmtp(['PLAIN', 'LOGIN', 'XOAUTH2']);
      const service = new MailOAuth2TestService(configWith({ SMTP_HOST: '127.0.0.1', SMTP_PORT: smtp.port }));
      const result = await service.run({ diagnostics: { listAuth: true } });
      expect(result).toMatchObject({
        stage: OAuth2TestStage.SmtpCapability,
        status: 200,
        data: { oauth2Supported: true, startTls: false, message: expect.stringContaining('XOAUTH2') },
        capabilities: { auth: ['PLAIN', 'LOGIN', 'XOAUTH2'], host: '127.0.0.1', port: smtp.port, secure: false },
      });
      expect(result.capabilities?.all).toContain('AUTH PLAIN LOGIN XOAUTH2');
      expect(result.data).not.toHaveProperty('transcript');
    });

    it('says so when XOAUTH2/OAUTHBEARER are missing (the yellow banner), with a transcript on debug', async () => {
      smtp = await startSmtp();
      const service = new MailOAuth2TestService(configWith({ SMTP_HOST: '127.0.0.1', SMTP_PORT: smtp.port }));
      const result = await service.run({ diagnostics: { listAuth: true, debug: true } });
      expect(result).toMatchObject({
        stage: OAuth2TestStage.SmtpCapability,
        status: 200,
        data: { oauth2Supported: false, message: expect.stringMatching(/does not advertise XOAUTH2 or OAUTHBEARER/) },
        capabilities: { auth: ['LOGIN', 'PLAIN'] },
      });
      expect(result.data.transcript).toEqual(expect.arrayContaining([expect.stringMatching(/^S: 220 /), 'C: EHLO [127.0.0.1]', 'C: QUIT']));
    });

    it('answers smtp_error 502 with the stage when the SMTP server cannot be reached', async () => {
      const service = new MailOAuth2TestService(configWith({ SMTP_HOST: '127.0.0.1', SMTP_PORT: await closedPort() }));
      const result = await service.run({ diagnostics: { listAuth: true } });
      expect(result).toEqual({
        stage: OAuth2TestStage.SmtpError,
        status: 502,
        data: { message: expect.stringMatching(/could not be probed \(connect\): .*refused the connection/), stage: 'connect', code: 'ECONNREFUSED' },
      });
    });

    it('runs the exchange, the profile and the probe in one call, answering the last', async () => {
      smtp = await startSmtp(['XOAUTH2']);
      const service = new MailOAuth2TestService(configWith({ ...mailcow(), SMTP_HOST: '127.0.0.1', SMTP_PORT: smtp.port }));
      const result = await service.run({ oauth2: { authorizationCode: provider.issueCode(CALLBACK) }, diagnostics: { fetchProfile: true, listAuth: true } });
      expect(result).toMatchObject({ stage: OAuth2TestStage.SmtpCapability, capabilities: { auth: ['XOAUTH2'] } });
      expect(provider.requests.map((r) => r.path)).toEqual(['/oauth/token', '/oauth/profile']);
    });
  });
});
