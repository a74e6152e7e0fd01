import { Worker } from 'node:worker_threads';

/** Characters of text a document may yield, whatever its kind: a resume or job posting is far below. */
export const TEXT_MAX_CHARS = 200_000;

/** What reading one document in a worker may cost. */
export interface WorkerBounds {
  /** The worker's JavaScript heap. */
  maxHeapMb: number;
  timeoutMs: number;
  /**
   * How much the process's resident memory may grow while the worker runs. A backstop for what the
   * heap cap does not count (pdf.js and JSZip hold decoded data in ArrayBuffers) when a file gets
   * past the checks made before decoding.
   */
  maxRssGrowthMb?: number;
}

export const WORKER_RSS_GROWTH_MB = 768;
const RSS_POLL_MS = 50;

/**
 * What a bounded worker answered: its value, the limit it hit (one it checks itself, or `time` and
 * `memory`, which the bounds enforce), or why it failed.
 */
export type WorkerOutcome<T> = { value: T } | { limit: string } | { error: string };

/**
 * Runs `source` (CommonJS, evaluated in a worker thread that gets `workerData`) under a heap cap, a
 * wall-clock limit and a watch on the process's resident memory. The source posts one message,
 * `{ value }`, `{ limit }` or `{ error }`. The worker is terminated on every outcome, so whatever
 * memory a hostile file made it take goes with it.
 */
export function runInWorker<T>(source: string, workerData: unknown, bounds: WorkerBounds): Promise<WorkerOutcome<T>> {
  return new Promise((resolve) => {
    const worker = new Worker(source, {
      eval: true,
      workerData,
      resourceLimits: { maxOldGenerationSizeMb: bounds.maxHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    let settled = false;
    const finish = (outcome: WorkerOutcome<T>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      void worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ limit: 'time' }), bounds.timeoutMs);
    const baseline = process.memoryUsage.rss();
    const maxGrowth = (bounds.maxRssGrowthMb ?? WORKER_RSS_GROWTH_MB) * 1024 * 1024;
    const watch = setInterval(() => {
      if (process.memoryUsage.rss() - baseline > maxGrowth) finish({ limit: 'memory' });
    }, RSS_POLL_MS);
    worker.once('message', (msg: WorkerOutcome<T>) => finish(msg));
    worker.once('error', (err: Error & { code?: string }) => finish(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { limit: 'memory' } : { error: err.message }));
    // An exit before any message is the heap cap (or a crash): either way the file cost too much.
    worker.once('exit', () => finish({ limit: 'memory' }));
  });
}
