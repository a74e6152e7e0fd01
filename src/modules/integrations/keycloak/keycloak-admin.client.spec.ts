import { ConfigService } from '@nestjs/config';
import { FakeKeycloakAdmin } from '../../../../test/fakes/keycloak-admin-server';
import { DomainError, DomainErrorCode } from '../../../core/http/domain.error';
import { KeycloakAdminClient } from './keycloak-admin.client';

const USER_ID = '2b9e1c64-7d4f-4a55-9d3e-0c6f6b1f8a11';

describe('KeycloakAdminClient against a Keycloak on loopback', () => {
  const keycloak = new FakeKeycloakAdmin();
  const client = (over: Record<string, string | undefined> = {}) =>
    new KeycloakAdminClient(
      new ConfigService({
        KEYCLOAK_ADMIN_URL: `${keycloak.url}/`,
        KEYCLOAK_REALM: keycloak.realm,
        KEYCLOAK_ADMIN_CLIENT_ID: keycloak.clientId,
        KEYCLOAK_ADMIN_CLIENT_SECRET: keycloak.clientSecret,
        ...over,
      }),
    );

  beforeAll(async () => {
    await keycloak.start();
    keycloak.users.set(USER_ID, {
      id: USER_ID,
      username: 'member',
      email: 'member@example.test',
      firstName: 'Member',
      lastName: 'Tester',
      enabled: true,
      emailVerified: true,
      createdTimestamp: 1_717_000_000_123,
    });
    keycloak.users.set('5d0a9f7e-0000-4000-8000-000000000002', {
      id: '5d0a9f7e-0000-4000-8000-000000000002',
      username: 'bare',
      enabled: false,
      emailVerified: false,
      createdTimestamp: 1_717_000_001_000,
    });
    keycloak.sessions.set(USER_ID, [
      {
        id: '9f1c2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
        ipAddress: '203.0.113.7',
        start: 1_796_000_000_000,
        lastAccess: 1_796_000_300_000,
        rememberMe: false,
        clients: { 'c0ffee00-1111-4222-8333-444455556666': 'waypoint', 'c0ffee00-1111-4222-8333-777788889999': 'nextcloud' },
      },
    ]);
  });
  afterAll(() => keycloak.stop());
  beforeEach(() => {
    keycloak.tokenRequests = 0;
    keycloak.adminRequests.length = 0;
    keycloak.tokenLifetimeSeconds = 300;
  });

  it('reads a user as Keycloak returns it (created in ms)', async () => {
    await expect(client().getUser(USER_ID)).resolves.toEqual({
      id: USER_ID,
      username: 'member',
      email: 'member@example.test',
      firstName: 'Member',
      lastName: 'Tester',
      enabled: true,
      emailVerified: true,
      createdTimestamp: 1_717_000_000_123,
    });
  });

  it('leaves out the fields Keycloak leaves out for a user without them', async () => {
    await expect(client().getUser('5d0a9f7e-0000-4000-8000-000000000002')).resolves.toEqual({
      id: '5d0a9f7e-0000-4000-8000-000000000002',
      username: 'bare',
      enabled: false,
      emailVerified: false,
      createdTimestamp: 1_717_000_001_000,
    });
  });

  it('answers null for an unknown user and no sessions for them', async () => {
    const kc = client();
    await expect(kc.getUser('no-such-id')).resolves.toBeNull();
    await expect(kc.getUserSessions('no-such-id')).resolves.toEqual([]);
  });

  it("lists the user's sessions with their clients", async () => {
    await expect(client().getUserSessions(USER_ID)).resolves.toEqual([
      {
        id: '9f1c2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
        ipAddress: '203.0.113.7',
        start: 1_796_000_000_000,
        lastAccess: 1_796_000_300_000,
        clients: { 'c0ffee00-1111-4222-8333-444455556666': 'waypoint', 'c0ffee00-1111-4222-8333-777788889999': 'nextcloud' },
      },
    ]);
    await expect(client().getUserSessions('5d0a9f7e-0000-4000-8000-000000000002')).resolves.toEqual([]);
  });

  it('finds a user id by exact username, then by exact email, else null', async () => {
    const kc = client();
    await expect(kc.findUserId('member')).resolves.toBe(USER_ID);
    expect(keycloak.adminRequests).toEqual([`GET /admin/realms/waypoint/users?username=member&exact=true&briefRepresentation=true&max=1`]);

    keycloak.adminRequests.length = 0;
    await expect(kc.findUserId(' Member@Example.test ')).resolves.toBe(USER_ID);
    expect(keycloak.adminRequests).toEqual([
      `GET /admin/realms/waypoint/users?username=Member%40Example.test&exact=true&briefRepresentation=true&max=1`,
      `GET /admin/realms/waypoint/users?email=Member%40Example.test&exact=true&briefRepresentation=true&max=1`,
    ]);

    await expect(kc.findUserId('mem')).resolves.toBeNull();
    await expect(kc.findUserId('   ')).resolves.toBeNull();
  });

  it('asks for one token and reuses it until shortly before it expires', async () => {
    const kc = client();
    await kc.getUser(USER_ID);
    await kc.getUserSessions(USER_ID);
    await kc.findUserId('member');
    expect(keycloak.tokenRequests).toBe(1);
  });

  it('shares one token request among calls made at once', async () => {
    const kc = client();
    await Promise.all([kc.getUser(USER_ID), kc.getUserSessions(USER_ID), kc.findUserId('bare')]);
    expect(keycloak.tokenRequests).toBe(1);
  });

  it('asks for a new token once the old one is about to expire', async () => {
    keycloak.tokenLifetimeSeconds = 1; // renewed after half its life at most
    const kc = client();
    await kc.getUser(USER_ID);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await kc.getUser(USER_ID);
    expect(keycloak.tokenRequests).toBe(2);
  });

  it('gets a new token when Keycloak no longer accepts the cached one', async () => {
    const kc = client();
    await kc.getUser(USER_ID);
    keycloak.revokeTokens();
    await expect(kc.getUser(USER_ID)).resolves.toMatchObject({ username: 'member' });
    expect(keycloak.tokenRequests).toBe(2);
  });

  it('turns refused client credentials into a 503 domain error naming the service', async () => {
    const error = await client({ KEYCLOAK_ADMIN_CLIENT_SECRET: 'wrong' }).getUser(USER_ID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: DomainErrorCode.ServiceUnavailable, detail: 'Identity provider (Keycloak) refused our admin client credentials.' });
    expect(keycloak.adminRequests).toEqual([]);
  });

  it('reports a realm that does not exist', async () => {
    const error = await client({ KEYCLOAK_REALM: 'elsewhere' }).getUser(USER_ID).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: DomainErrorCode.ServiceUnavailable, detail: 'Identity provider (Keycloak) gave no admin token (HTTP 404: Realm does not exist).' });
  });

  it('reports an unreachable server', async () => {
    const error = await client({ KEYCLOAK_ADMIN_URL: 'http://127.0.0.1:9' }).getUser(USER_ID).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: DomainErrorCode.ServiceUnavailable, detail: 'Identity provider (Keycloak) cannot be reached.' });
  });

  it('says it is not configured when KEYCLOAK_ADMIN_URL is unset', async () => {
    const kc = new KeycloakAdminClient(new ConfigService({}));
    expect(kc.configured).toBe(false);
    expect(client().configured).toBe(true);
    const error = await kc.findUserId('member').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: DomainErrorCode.ServiceNotConfigured,
      detail: 'Identity provider admin API (Keycloak) is not configured on this server.',
    });
  });
});
