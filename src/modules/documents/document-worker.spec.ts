import { runInWorker } from './document-worker';

describe('a bounded document worker', () => {
  it('answers what the worker posts', async () => {
    const source = `require('node:worker_threads').parentPort.postMessage({ value: require('node:worker_threads').workerData * 2 })`;
    await expect(runInWorker<number>(source, 21, { maxHeapMb: 64, timeoutMs: 5_000 })).resolves.toEqual({ value: 42 });
  });

  it('stops a worker at the wall-clock limit', async () => {
    const started = Date.now();
    await expect(runInWorker('setInterval(() => undefined, 1000)', null, { maxHeapMb: 64, timeoutMs: 200 })).resolves.toEqual({ limit: 'time' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('stops a worker whose ArrayBuffers grow the process, which the heap cap does not count', async () => {
    // 16 MB of Buffer every 50 ms: outside the 64 MB heap, so only the resident-memory watch sees it.
    const source = `const held = []; setInterval(() => held.push(Buffer.alloc(16 * 1024 * 1024, 1)), 50);`;
    const started = Date.now();
    await expect(runInWorker(source, null, { maxHeapMb: 64, timeoutMs: 4_000, maxRssGrowthMb: 128 })).resolves.toEqual({ limit: 'memory' });
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
