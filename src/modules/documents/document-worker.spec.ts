import { runInWorker, WorkerTurns } from './document-worker';

describe('a bounded document worker', () => {
  it('answers what the worker posts', async () => {
    const source = `require('node:worker_threads').parentPort.postMessage({ value: require('node:worker_threads').workerData * 2 })`;
    await expect(runInWorker<number>(source, 21, { maxHeapMb: 64, timeoutMs: 5_000 })).resolves.toEqual({ value: 42 });
  });

  it('stops a worker at the wall-clock limit', async () => {
    await expect(runInWorker('setInterval(() => undefined, 1000)', null, { maxHeapMb: 64, timeoutMs: 200 })).resolves.toEqual({ limit: 'time' });
  });

  it('stops a worker whose ArrayBuffers grow the process, which the heap cap does not count', async () => {
    // 16 MB of Buffer every 50 ms: outside the 64 MB heap, so only the resident-memory watch sees it.
    const source = `const held = []; setInterval(() => held.push(Buffer.alloc(16 * 1024 * 1024, 1)), 50);`;
    await expect(runInWorker(source, null, { maxHeapMb: 64, timeoutMs: 4_000, maxRssGrowthMb: 128 })).resolves.toEqual({ limit: 'memory' });
  });

  describe('taking turns', () => {
    // Posts the time it started, after holding its turn for `workerData` ms.
    const timed = `const { parentPort, workerData } = require('node:worker_threads'); const at = Date.now(); setTimeout(() => parentPort.postMessage({ value: at }), workerData);`;

    it('runs no more workers at once than there are turns; the next starts when one finishes', async () => {
      const turns = new WorkerTurns(1);
      const bounds = { maxHeapMb: 64, timeoutMs: 5_000 };
      const first = runInWorker<number>(timed, 300, bounds, turns);
      const second = runInWorker<number>(timed, 0, bounds, turns);
      await new Promise((r) => setTimeout(r, 50));
      expect(turns.load).toEqual({ running: 1, waiting: 1 });
      const [a, b] = await Promise.all([first, second]);
      expect('value' in b && 'value' in a && b.value - a.value).toBeGreaterThanOrEqual(280);
      expect(turns.load).toEqual({ running: 0, waiting: 0 });
    });

    it('answers busy when no turn comes free in time, and gives the turn back after any outcome', async () => {
      const turns = new WorkerTurns(1);
      const stuck = runInWorker('setInterval(() => undefined, 1000)', null, { maxHeapMb: 64, timeoutMs: 400 }, turns);
      await expect(runInWorker<number>(timed, 0, { maxHeapMb: 64, timeoutMs: 5_000, waitMs: 50 }, turns)).resolves.toEqual({ limit: 'busy' });
      expect(turns.load).toEqual({ running: 1, waiting: 0 });
      await expect(stuck).resolves.toEqual({ limit: 'time' });
      await expect(runInWorker<number>(timed, 0, { maxHeapMb: 64, timeoutMs: 5_000, waitMs: 50 }, turns)).resolves.toHaveProperty('value');
      expect(turns.load).toEqual({ running: 0, waiting: 0 });
    });
  });
});
