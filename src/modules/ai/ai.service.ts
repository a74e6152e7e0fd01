import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Queue } from 'bullmq';
import type { EnvironmentVariables } from '../../config/env.validation';
import { JobResultsService } from '../../core/queue/job-results.service';
import { QueueName } from '../../core/queue/queue-names';
import type { AiJobPayload } from './ai.jobs';
import {
  type AiInput,
  type AiOutput,
  type AiResult,
  AiTask,
  type CustomSectionTarget,
  type FeedbackType,
  type JobInput,
  type ModelChoice,
  type ProfileInput,
  type SummaryHint,
} from './ai.types';

/**
 * One attempt (the caller is waiting and gets the error), and job data — members' resume text — kept
 * in Redis only briefly: ten minutes after success, an hour after failure for diagnosis.
 */
const AI_JOB_OPTIONS = { attempts: 1, removeOnComplete: { age: 600, count: 200 }, removeOnFail: { age: 3600, count: 200 } };

/**
 * The AI tasks of the product (DESIGN.md §7). Each runs as a job on the `ai` queue, which bounds
 * concurrency against the language model; callers await the result within AI_JOB_TIMEOUT_MS and get
 * a 503 naming what failed otherwise.
 */
@Injectable()
export class AiService {
  constructor(
    @InjectQueue(QueueName.Ai) private readonly queue: Queue<AiJobPayload>,
    private readonly jobs: JobResultsService,
    private readonly config: ConfigService<EnvironmentVariables, true>,
  ) {}

  /** Whether any worker takes `ai` jobs now: without one, AI features say they are unavailable. */
  async available(): Promise<boolean> {
    return (await this.queue.getWorkersCount()) > 0;
  }

  profileSummary(profile: ProfileInput, hint?: SummaryHint) {
    return this.run(AiTask.ProfileSummary, { profile, hint });
  }

  resumeSummary(resumeText: string, hint?: SummaryHint) {
    return this.run(AiTask.ResumeSummary, { resumeText, hint });
  }

  suggestSkills(resumeText: string, existing: string[], max = 20) {
    return this.run(AiTask.SuggestSkills, { resumeText, existing, max: Math.min(Math.max(1, max), 20) });
  }

  feedback(resumeText: string, type: FeedbackType, choice: ModelChoice = 'primary') {
    return this.run(AiTask.Feedback, { resumeText, type }, choice);
  }

  coverLetter(job: JobInput, resumeText: string, applicantName: string, signature?: string) {
    return this.run(AiTask.CoverLetter, { job, resumeText, applicantName, signature });
  }

  parseResume(text: string, choice: ModelChoice = 'primary') {
    return this.run(AiTask.ParseResume, { text }, choice);
  }

  mapCustomSection(sectionName: string, content: string, target: CustomSectionTarget) {
    return this.run(AiTask.MapCustomSection, { sectionName, content, target });
  }

  parseJobPosting(description: string) {
    return this.run(AiTask.ParseJobPosting, { description });
  }

  categorizeProgram(title: string, description: string) {
    return this.run(AiTask.CategorizeProgram, { title, description });
  }

  private run<T extends AiTask>(task: T, input: AiInput<T>, choice: ModelChoice = 'primary'): Promise<AiResult<AiOutput<T>>> {
    const timeout = this.config.get('AI_JOB_TIMEOUT_MS', { infer: true });
    return this.jobs.run<AiResult<AiOutput<T>>>(
      QueueName.Ai,
      () => this.queue.add(task, { task, input, choice }, AI_JOB_OPTIONS),
      timeout,
      'The AI task',
    );
  }
}
