import type { FakeOidcProvider } from './fakes/oidc-provider';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __FAKE_OIDC__?: FakeOidcProvider }).__FAKE_OIDC__?.stop();
}
