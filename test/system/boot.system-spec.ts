import { tmpdir } from 'node:os';
import { MAIN, ROOT, runNode } from './app-process';

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

describe('seeding the demo data', () => {
  it('prints the demo sign-in, and a second run keeps the same accounts and passwords', async () => {
    const env = {
      DATABASE_URL: process.env.WAYPOINT_TEST_DATABASE_URL ?? '',
      REDIS_URL: process.env.WAYPOINT_TEST_REDIS_URL ?? '',
      DEMO_CREDENTIALS_FILE: `${tmpdir()}/waypoint-system-demo-${process.pid}.json`,
    };
    const seed = `${ROOT}/dist/src/bin/seed.js`;
    const first = await runNode(seed, env);
    expect(first.code).toBe(0);
    expect(first.output).toMatch(/administrator\s+sysadmin \/ \S+/);
    expect(first.output).toMatch(/member\s+member \/ \S+/);
    const second = await runNode(seed, env);
    expect(second.code).toBe(0);
    expect(second.output).toBe(first.output);
  });
});
