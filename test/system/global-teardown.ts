import type { ChildProcess } from 'node:child_process';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __WAYPOINT_SMTP__?: { close(): Promise<void> } }).__WAYPOINT_SMTP__?.close();
  await (globalThis as { __WAYPOINT_TRAINING_SITE__?: { close(): Promise<void> } }).__WAYPOINT_TRAINING_SITE__?.close();
  const app = (globalThis as { __WAYPOINT_APP__?: ChildProcess }).__WAYPOINT_APP__;
  if (!app || app.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => app.kill('SIGKILL'), 10_000);
    app.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    app.kill('SIGTERM');
  });
}
