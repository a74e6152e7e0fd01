import { type AiInput, type AiOutput, type AiProvider, AiProviderName, AiTask, type ModelChoice } from '../ai.types';
import { htmlToText } from '../builtin/job-posting';
import { skillOverlap } from '../builtin/extract';
import { DomainError, DomainErrorCode } from '../../../core/http/domain.error';
import { type ChatMessage, OllamaClient, type OllamaConnection, type OllamaOptions } from './ollama.client';
import { promptFor, SYSTEM_PROMPT } from './ollama.prompts';
import { extractJson, MalformedOutput, validateStructured } from './ollama.validate';

export interface OllamaProviderSettings extends OllamaConnection {
  models: Record<ModelChoice, string>;
  options: OllamaOptions;
}

/**
 * Runs the AI tasks on an Ollama server. Structured answers are requested as JSON, validated, and
 * repaired once (the model sees its answer and what was wrong); a second bad answer fails clearly.
 */
export class OllamaProvider implements AiProvider {
  readonly name = AiProviderName.Ollama;
  readonly client: OllamaClient;

  constructor(private readonly settings: OllamaProviderSettings) {
    this.client = new OllamaClient(settings);
  }

  modelFor(choice: ModelChoice): string {
    return this.settings.models[choice];
  }

  async run<T extends AiTask>(task: T, input: AiInput<T>, choice: ModelChoice, options?: OllamaOptions): Promise<AiOutput<T>> {
    const model = this.modelFor(choice);
    const opts = { ...this.settings.options, ...options };
    const { prompt, json } = promptFor(task, input);
    const out = (v: unknown) => v as AiOutput<T>;

    if (!json) {
      const text = (await this.client.generate({ model, system: SYSTEM_PROMPT, prompt, options: opts })).trim();
      if (!text) throw new DomainError(DomainErrorCode.ServiceUnavailable, `The language model (${model}) returned an empty answer.`);
      if (task === AiTask.Feedback) return out({ type: 'full', text });
      if (task === AiTask.CoverLetter) {
        const i = input as AiInput<AiTask.CoverLetter>;
        return out({ draftText: text, overlapFound: skillOverlap(i.job.description + (i.job.requirements ?? ''), i.resumeText) });
      }
      return out({ text });
    }

    const messages: ChatMessage[] = [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: prompt },
    ];
    const context = task === AiTask.SuggestSkills ? (input as AiInput<AiTask.SuggestSkills>) : {};
    const check = (answer: string) => {
      const parsed = extractJson(answer);
      if (task === AiTask.MapCustomSection) parsed.target = (input as AiInput<AiTask.MapCustomSection>).target;
      return validateStructured(task, parsed, context);
    };
    const first = await this.client.chat({ model, messages, format: 'json', options: opts });
    let result: AiOutput<T>;
    try {
      result = check(first);
    } catch (err) {
      if (!(err instanceof MalformedOutput)) throw err;
      const repair = `Your answer could not be used: ${err.problems.join('; ')}. Reply again with only the corrected JSON object.`;
      const second = await this.client.chat({
        model,
        messages: [...messages, { role: 'assistant', content: first }, { role: 'user', content: repair }],
        format: 'json',
        options: opts,
      });
      try {
        result = check(second);
      } catch (again) {
        if (!(again instanceof MalformedOutput)) throw again;
        throw new DomainError(
          DomainErrorCode.ServiceUnavailable,
          `The language model (${model}) did not return usable JSON, even after a repair request: ${again.problems.join('; ')}.`,
        );
      }
    }
    if (task === AiTask.ParseJobPosting) {
      const text = htmlToText((input as AiInput<AiTask.ParseJobPosting>).description);
      return out({ ...(result as AiOutput<AiTask.ParseJobPosting>), rawDescription: text });
    }
    return result;
  }
}
