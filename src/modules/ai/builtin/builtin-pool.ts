import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AiInput, AiOutput, AiTask } from '../ai.types';

/** What one built-in task may take before its worker is stopped (AI_BUILTIN_TIMEOUT_MS by default). */
export const BUILTIN_TIMEOUT_MS = 20_000;
/** The worker's JavaScript heap: the vocabulary takes about 60 MB of it, a task on the longest text far less. */
const WORKER_HEAP_MB = 512;
/** How long a worker may take to start and load (about 2 s compiled, several under ts-node) before it is given up. */
const START_TIMEOUT_MS = 60_000;

/**
 * The worker's program: load the engine (and its vocabulary) once, say so, then run one task per
 * message. From TypeScript sources (the test suite) ts-node compiles the engine on the way in.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
if (workerData.file.endsWith('.ts')) require('ts-node').register({ transpileOnly: true });
const { BuiltinProvider } = require(workerData.file);
const provider = new BuiltinProvider();
// One small task loads the vocabulary and the tagger's model before the first member's task.
provider.runSync('feedback', { resumeText: 'Warm Up\\nSKILLS\\nPython, SQL\\nEXPERIENCE\\nAnalyst, Acme, 2020 - 2023\\n- Built reports', type: 'full' });
parentPort.on('message', ({ id, task, input }) => {
  try {
    parentPort.postMessage({ id, value: provider.runSync(task, input) });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
parentPort.postMessage({ ready: true });
`;

interface Pending {
  id: number;
  task: AiTask;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
}

type WorkerMessage = { ready: true } | { id: number; value: unknown } | { id: number; error: string };

/**
 * Runs the built-in engine's tasks in a worker thread, one at a time in order of arrival, so a long
 * text never holds the event loop that answers every member's requests (a 200,000-character
 * resume takes the feedback task several seconds). A task that runs past `timeoutMs`, or a worker
 * that dies, fails that task with a message saying so; the next task starts a fresh worker.
 */
export class BuiltinPool {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private readonly queue: Pending[] = [];
  private current: Pending | null = null;
  private nextId = 1;
  private closed = false;

  constructor(readonly timeoutMs = BUILTIN_TIMEOUT_MS) {}

  run<T extends AiTask>(task: T, input: AiInput<T>): Promise<AiOutput<T>> {
    if (this.closed) return Promise.reject(new Error('The built-in AI engine is shutting down'));
    return new Promise<AiOutput<T>>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, input, resolve: resolve as (value: unknown) => void, reject });
      void this.pump();
    });
  }

  /** Starts the worker and loads the vocabulary now, so the first member's task does not wait for it. */
  warm(): void {
    if (!this.closed) this.start().catch(() => undefined);
  }

  /** Tasks waiting and running, for tests and diagnostics. */
  get load(): { running: number; waiting: number; worker: boolean } {
    return { running: this.current ? 1 : 0, waiting: this.queue.length, worker: this.worker !== null };
  }

  /** Stops the worker; tasks still waiting fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('The built-in AI engine is shutting down'));
    this.finish(new Error('The built-in AI engine is shutting down'));
    await this.stopWorker();
  }

  private async pump(): Promise<void> {
    if (this.current || !this.queue.length || this.closed) return;
    const next = this.queue.shift() as Pending;
    this.current = next;
    try {
      await this.start();
    } catch (err) {
      this.finish(err instanceof Error ? err : new Error(String(err)));
      return;
    }
    if (this.current !== next) return;
    next.timer = setTimeout(() => {
      this.finish(new Error(`The built-in AI engine took longer than ${+(this.timeoutMs / 1000).toFixed(1)} s on this text and was stopped`));
      void this.stopWorker();
    }, this.timeoutMs);
    try {
      this.worker?.postMessage({ id: next.id, task: next.task, input: next.input });
    } catch (err) {
      // An input that cannot be copied to the worker (a function, a symbol) is the caller's error.
      this.finish(err instanceof Error ? err : new Error(String(err)));
    }
  }

  /** The running task's end: its value or its error, then the next task. */
  private finish(error: Error | null, value?: unknown): void {
    const done = this.current;
    if (!done) return;
    this.current = null;
    clearTimeout(done.timer);
    if (error) done.reject(error);
    else done.resolve(value);
    setImmediate(() => void this.pump());
  }

  /** The worker, started and loaded (the vocabulary takes about a second). */
  private start(): Promise<void> {
    if (this.ready) return this.ready;
    const file = join(__dirname, `builtin.provider${extname(__filename)}`);
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { file },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      // A worker that never says it is ready (a hung load) is given up, and the task with it.
      const starting = setTimeout(() => {
        gone('it did not start in time');
        void worker.terminate();
      }, START_TIMEOUT_MS);
      worker.on('message', (msg: WorkerMessage) => {
        if ('ready' in msg) {
          clearTimeout(starting);
          return resolve();
        }
        if (!this.current || this.current.id !== msg.id) return;
        if ('error' in msg) this.finish(new Error(msg.error));
        else this.finish(null, msg.value);
      });
      const gone = (reason: string) => {
        clearTimeout(starting);
        if (this.worker !== worker) return;
        this.worker = null;
        this.ready = null;
        const error = new Error(`The built-in AI engine stopped (${reason}); try again`);
        reject(error);
        this.finish(error);
      };
      worker.on('error', (err: Error & { code?: string }) => gone(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out of memory' : err.message));
      worker.on('exit', (code) => gone(`exit ${code}`));
    });
    return this.ready;
  }

  private async stopWorker(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.ready = null;
    if (worker) await worker.terminate();
  }
}
