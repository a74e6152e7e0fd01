import { availableParallelism } from 'node:os';
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
  /** How long to wait for a turn (WorkerTurns) before answering `busy`; WORKER_WAIT_MS by default. */
  waitMs?: number;
}

export const WORKER_RSS_GROWTH_MB = 768;
const RSS_POLL_MS = 50;

/**
 * Turns to run a document worker: at most `size` at once, the others waiting in order of arrival.
 * Without it, a burst of uploads would start a worker each, all competing for the same cores and
 * memory, so every member's upload would slow down together and the RSS watch would stop them all.
 */
export class WorkerTurns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {}

  /** A turn: resolves to its release once one is free, or to null after `waitMs` without one. */
  take(waitMs: number): Promise<(() => void) | null> {
    const release = () => {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    };
    if (this.running < this.size) {
      this.running += 1;
      return Promise.resolve(once(release));
    }
    return new Promise((resolve) => {
      // A finished worker hands its turn straight to the next in line (running stays the same).
      const start = () => {
        clearTimeout(timer);
        resolve(once(release));
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(start), 1);
        resolve(null);
      }, waitMs);
      this.waiting.push(start);
    });
  }

  /** Turns in use and documents waiting, for tests and diagnostics. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

const once = (fn: () => void) => {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
};

/** Documents read at once in one process: the cores there are, at least 2 and at most 4. */
export const DOCUMENT_WORKERS = Math.max(2, Math.min(4, availableParallelism()));
/** How long a document waits for a turn before the member is asked to try again. */
export const WORKER_WAIT_MS = 30_000;
const sharedTurns = new WorkerTurns(DOCUMENT_WORKERS);
/** What a member reads when no turn came free: nothing is wrong with their file. */
export const BUSY_MESSAGE = 'The server is busy reading other documents. Nothing is wrong with your file: try again in a minute.';

/**
 * What a bounded worker answered: its value, the limit it hit (one it checks itself, or `time` and
 * `memory`, which the bounds enforce, or `busy` when no turn came free in time), or why it failed.
 */
export type WorkerOutcome<T> = { value: T } | { limit: string } | { error: string };

/**
 * Runs `source` (CommonJS, evaluated in a worker thread that gets `workerData`) once a turn is free
 * (WorkerTurns), under a heap cap, a wall-clock limit that starts with the worker, and a watch on
 * the process's resident memory. The source posts one message,
 * `{ value }`, `{ limit }` or `{ error }`. The worker is terminated on every outcome, so whatever
 * memory a hostile file made it take goes with it.
 */
export async function runInWorker<T>(
  source: string,
  workerData: unknown,
  bounds: WorkerBounds,
  turns: WorkerTurns = sharedTurns,
): Promise<WorkerOutcome<T>> {
  const release = await turns.take(bounds.waitMs ?? WORKER_WAIT_MS);
  if (!release) return { limit: 'busy' };
  try {
    return await boundedWorker<T>(source, workerData, bounds);
  } finally {
    release();
  }
}

function boundedWorker<T>(source: string, workerData: unknown, bounds: WorkerBounds): Promise<WorkerOutcome<T>> {
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
