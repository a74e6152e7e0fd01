import type { INestApplication } from '@nestjs/common';
import request from 'supertest';

/**
 * Signs in through the real OIDC round trip against the fake provider and returns an agent that
 * carries the session cookie. `test_user` on the authorization request stands in for its login form.
 */
export async function signIn(app: INestApplication, username: string) {
  return (await signInWithCookie(app, username)).agent;
}

/** The same, also answering the `waypoint.sid=…` cookie, to replay on another app or request. */
export async function signInWithCookie(app: INestApplication, username: string) {
  const agent = request.agent(app.getHttpServer());
  const start = await agent.get('/auth/keycloak').expect(302);
  const authorize = new URL(start.headers.location);
  authorize.searchParams.set('test_user', username);
  const answer = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(answer.headers.get('location') ?? '');
  const done = await agent.get(`${callback.pathname}${callback.search}`).expect(302);
  if (done.headers.location !== '/') throw new Error(`sign-in failed: redirected to ${done.headers.location}`);
  const cookie = sessionCookie(done.headers['set-cookie']);
  if (!cookie) throw new Error('sign-in set no session cookie');
  return { agent, cookie };
}

/** The `waypoint.sid=…` pair of a response's Set-Cookie headers, if any. */
export function sessionCookie(setCookie: string | string[] | undefined): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.find((c) => c.startsWith('waypoint.sid='))?.split(';')[0];
}
