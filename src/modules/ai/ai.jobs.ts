import type { AiInput, AiTask, ModelChoice } from './ai.types';

/** One AI task on the `ai` queue; the job name is the task. */
export interface AiJobPayload<T extends AiTask = AiTask> {
  task: T;
  input: AiInput<T>;
  choice: ModelChoice;
}
