import { AiTask } from '../ai.types';
import { BuiltinPool } from './builtin-pool';
import { BuiltinProvider } from './builtin.provider';

/** A text that takes the built-in feedback seconds: 200,000 characters of short lines. */
const HUGE = `Jane Doe\n${'Managed SAP, Excel and QuickBooks for four clinics using CAMBRA\n'.repeat(3000)}`;

describe('the built-in engine in its worker thread', () => {
  // The worker compiles the engine with ts-node and loads the vocabulary: a few seconds.
  jest.setTimeout(90_000);

  it('answers as the engine does here, and keeps the event loop free while it works', async () => {
    const pool = new BuiltinPool(60_000);
    try {
      const text = 'Jordan Vale\nSKILLS\nPython, SQL, Tableau\n\nEXPERIENCE\nData Analyst, Acme Ltd, 2020 - 2023\n- Built dashboards in Tableau';
      const input = { text };
      expect(await pool.run(AiTask.ParseResume, input)).toEqual(new BuiltinProvider().runSync(AiTask.ParseResume, input));

      // While the worker reads a long text (seconds), this thread goes on: its timers fire before the answer.
      // (Run here, the task would hold the thread to its end and be settled before any timer.)
      let settled = false;
      const feedback = pool.run(AiTask.Feedback, { resumeText: HUGE, type: 'full' }).then((out) => {
        settled = true;
        return out;
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(settled).toBe(false);
      expect((await feedback).type).toBe('full');
    } finally {
      await pool.close();
    }
  });

  it('stops a task that runs past its time, says so, and serves the next one with a fresh worker', async () => {
    const pool = new BuiltinPool(1_000);
    try {
      await pool.run(AiTask.ResumeSummary, { resumeText: 'Warm the worker up.' }).catch(() => undefined);
      const slow = pool.run(AiTask.Feedback, { resumeText: HUGE, type: 'full' });
      const next = pool.run(AiTask.CategorizeProgram, { title: 'Welding certificate', description: 'Eight weeks of MIG and TIG welding in the shop.' });
      await expect(slow).rejects.toThrow('The built-in AI engine took longer than 1 s on this text and was stopped');
      // A fresh worker loads the vocabulary again before the next task's clock starts.
      await expect(next).resolves.toHaveProperty('category');
    } finally {
      await pool.close();
    }
  });

  it('fails a task with the engine’s own error, and tasks still waiting when it closes', async () => {
    const pool = new BuiltinPool(60_000);
    await expect(pool.run('no-such-task' as AiTask, {} as never)).rejects.toThrow('Unknown AI task no-such-task');
    // An input the worker cannot be sent fails at once, as the caller's error, not as a slow text.
    await expect(pool.run(AiTask.ResumeSummary, { resumeText: 'x', hint: (() => 1) as never })).rejects.toThrow(/could not be cloned/);
    await expect(pool.run(AiTask.ResumeSummary, { resumeText: 'Still here.' })).resolves.toHaveProperty('text');
    const waiting = Promise.allSettled([pool.run(AiTask.ResumeSummary, { resumeText: HUGE }), pool.run(AiTask.ResumeSummary, { resumeText: 'x' })]);
    await pool.close();
    for (const result of await waiting) expect(result).toMatchObject({ status: 'rejected', reason: new Error('The built-in AI engine is shutting down') });
    await expect(pool.run(AiTask.ResumeSummary, { resumeText: 'x' })).rejects.toThrow('shutting down');
  });
});
