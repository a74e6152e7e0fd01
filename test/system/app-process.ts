import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');
export const MAIN = join(ROOT, 'dist', 'src', 'main.js');

/** The demo accounts' passwords in the system tests' app. */
export const DEMO_PASSWORDS = { sysadmin: 'sysadmin-test-password', member: 'member-test-password' } as const;

export function assertBuilt(): void {
  if (!existsSync(MAIN) || !existsSync(join(ROOT, 'web', 'dist', 'index.html'))) {
    throw new Error('System tests run the built app: run `npm run build` first (scripts/test does).');
  }
}

/** Runs a node script of the built app to completion; resolves with its exit code and output. */
export function runNode(
  script: string,
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { cwd: ROOT, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not finish within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** Starts the built app and resolves once /api/health answers 200. */
export async function startApp(env: Record<string, string>, baseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The app did not become healthy within 30 s:\n${output}`);
}
