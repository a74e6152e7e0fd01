import { type AiInput, type AiOutput, type AiProvider, AiProviderName, AiTask } from '../ai.types';
import type { BuiltinPool } from './builtin-pool';
import { draftCoverLetter } from './cover-letter';
import { mapCustomSection } from './custom-section';
import { briefFeedback, fullFeedback } from './feedback';
import { parseJobPosting } from './job-posting';
import { categorizeProgram } from './programs';
import { reviewResume } from './resume-checks';
import { parseResumeText } from './resume-sections';
import { suggestSkills } from './suggest-skills';
import { profileSummary, resumeSummary } from './summaries';

/** Version of the built-in engine's rules; reported as its "model". */
export const BUILTIN_MODEL = 'waypoint-rules-1';

/**
 * The built-in provider (DESIGN.md §7): deterministic, offline, CPU-only. It extracts, ranks and
 * recombines what the input says; it never states a fact the input does not contain.
 */
export class BuiltinProvider implements AiProvider {
  readonly name = AiProviderName.Builtin;

  /** With a pool, `run` takes tasks off the event loop into its worker thread; `runSync` always runs here. */
  constructor(private readonly pool?: BuiltinPool) {}

  modelFor(): string {
    return BUILTIN_MODEL;
  }

  run<T extends AiTask>(task: T, input: AiInput<T>): Promise<AiOutput<T>> {
    if (this.pool) return this.pool.run(task, input);
    try {
      return Promise.resolve(this.runSync(task, input));
    } catch (err) {
      return Promise.reject(err as Error);
    }
  }

  runSync<T extends AiTask>(task: T, input: AiInput<T>): AiOutput<T> {
    const out = (value: unknown) => value as AiOutput<T>;
    switch (task) {
      case AiTask.ProfileSummary: {
        const i = input as AiInput<AiTask.ProfileSummary>;
        return out({ text: profileSummary(i.profile, i.hint) });
      }
      case AiTask.ResumeSummary: {
        const i = input as AiInput<AiTask.ResumeSummary>;
        return out({ text: resumeSummary(i.resumeText, i.hint) });
      }
      case AiTask.SuggestSkills: {
        const i = input as AiInput<AiTask.SuggestSkills>;
        return out({ skills: suggestSkills(i.resumeText, i.existing, i.max) });
      }
      case AiTask.Feedback: {
        const i = input as AiInput<AiTask.Feedback>;
        const review = reviewResume(parseResumeText(i.resumeText), i.resumeText);
        if (i.type === 'full') return out({ type: 'full', text: fullFeedback(review) });
        const brief = briefFeedback(review);
        return out({
          type: 'brief',
          brief,
          text: JSON.stringify(brief, null, 2),
        });
      }
      case AiTask.CoverLetter: {
        const i = input as AiInput<AiTask.CoverLetter>;
        return out(draftCoverLetter(i.job, i.resumeText, i.applicantName, i.signature));
      }
      case AiTask.ParseResume:
        return out(parseResumeText((input as AiInput<AiTask.ParseResume>).text));
      case AiTask.MapCustomSection: {
        const i = input as AiInput<AiTask.MapCustomSection>;
        return out(mapCustomSection(i.sectionName, i.content, i.target));
      }
      case AiTask.ParseJobPosting:
        return out(parseJobPosting((input as AiInput<AiTask.ParseJobPosting>).description));
      case AiTask.CategorizeProgram: {
        const i = input as AiInput<AiTask.CategorizeProgram>;
        return out(categorizeProgram(i.title, i.description));
      }
      default:
        throw new Error(`Unknown AI task ${String(task)}`);
    }
  }
}
