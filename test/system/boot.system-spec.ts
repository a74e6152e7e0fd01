import { MAIN, runNode } from './app-process';

describe('starting the built app', () => {
  const env = () => ({
    DATABASE_URL: process.env.WAYPOINT_TEST_DATABASE_URL ?? '',
    REDIS_URL: process.env.WAYPOINT_TEST_REDIS_URL ?? '',
    LOG_LEVEL: 'warn',
  });

  it('stops with a message naming PORT when PORT is not a number', async () => {
    const { code, output } = await runNode(MAIN, { ...env(), PORT: 'abc' });
    expect(code).toBe(1);
    expect(output).toContain('PORT must be an integer between 1 and 65535');
    expect(output).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });

  it('names each bad variable at once', async () => {
    const { code, output } = await runNode(MAIN, { ...env(), DATABASE_URL: 'mysql://nope', ROLE: 'boss' });
    expect(code).toBe(1);
    expect(output).toContain('DATABASE_URL must be a postgres:// URL');
    expect(output).toContain('ROLE must be one of: all, api, worker');
  });
});
