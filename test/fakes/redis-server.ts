import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A throwaway real Redis server on a free loopback port, for tests that stop it on purpose. */
export class ThrowawayRedis {
  private process?: ChildProcess;
  port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.port}/0`;
  }

  /** Starts on a free port, or on `port` to bring a stopped server back where clients expect it. */
  async start(port?: number): Promise<void> {
    this.port = port ?? (await freePort());
    const dir = mkdtempSync(join(tmpdir(), 'waypoint-redis-'));
    this.process = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 100; i++) {
      const probe = new Redis({ port: this.port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        await probe.ping();
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      } finally {
        probe.disconnect();
      }
    }
    throw new Error('redis-server did not start');
  }

  async stop(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}
