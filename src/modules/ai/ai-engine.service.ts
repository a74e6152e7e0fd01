import { Injectable, type OnApplicationShutdown, Optional } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AiProviderSetting, type EnvironmentVariables } from '../../config/env.validation';
import { MetricsService } from '../../core/metrics/metrics.service';
import { type AiInput, type AiOutput, type AiProvider, AiProviderName, type AiResult, type AiTask, type ModelChoice } from './ai.types';
import { BuiltinPool } from './builtin/builtin-pool';
import { BuiltinProvider } from './builtin/builtin.provider';
import { OllamaProvider } from './ollama/ollama.provider';

/** Sampling defaults for product tasks (part 3 §9 gives these for the resume parser test). */
export const DEFAULT_OLLAMA_OPTIONS = { temperature: 0.2, top_p: 0.9, top_k: 40, repeat_penalty: 1.1, num_predict: 4000 };

export interface OllamaEnvironment {
  localUrl: string | null;
  hostedUrl: string | null;
  tokenConfigured: boolean;
  useHosted: boolean;
}

/**
 * Chooses the provider from configuration (DESIGN.md §7) and runs tasks on it, recording provider,
 * model and response time. Pointing OLLAMA_URL at a server switches every task to it.
 */
@Injectable()
export class AiEngine implements OnApplicationShutdown {
  /** The built-in engine runs its tasks in a worker thread (builtin-pool.ts), bounded by AI_BUILTIN_TIMEOUT_MS. */
  private readonly pool: BuiltinPool;
  readonly builtin: BuiltinProvider;
  private readonly ollama: OllamaProvider | null;

  constructor(
    private readonly config: ConfigService<EnvironmentVariables, true>,
    @Optional() private readonly metrics?: MetricsService,
  ) {
    this.pool = new BuiltinPool(config.get('AI_BUILTIN_TIMEOUT_MS', { infer: true }));
    this.builtin = new BuiltinProvider(this.pool);
    const env = this.environment();
    const url = env.useHosted ? env.hostedUrl : env.localUrl;
    const setting = config.get('AI_PROVIDER', { infer: true });
    this.ollama =
      url && setting !== AiProviderSetting.Builtin
        ? new OllamaProvider({
            url,
            token: env.useHosted ? config.get('OLLAMA_HOSTED_TOKEN', { infer: true }) : undefined,
            timeoutMs: config.get('OLLAMA_TIMEOUT_MS', { infer: true }),
            models: { primary: config.get('OLLAMA_PRIMARY_MODEL', { infer: true }), secondary: config.get('OLLAMA_SECONDARY_MODEL', { infer: true }) },
            options: DEFAULT_OLLAMA_OPTIONS,
          })
        : null;
  }

  /** Loads the built-in engine in its worker ahead of the first task, when it is the provider. */
  warm(): void {
    if (!this.ollama) this.pool.warm();
  }

  /**
   * After the queue workers have let their running jobs finish (beforeApplicationShutdown), not
   * before: a graceful stop completes the AI task in hand.
   */
  async onApplicationShutdown(): Promise<void> {
    await this.pool.close();
  }

  /** The longest any model-server call may take (OLLAMA_TIMEOUT_MS), whatever a caller asks for. */
  get timeoutCapMs(): number {
    return this.config.get('OLLAMA_TIMEOUT_MS', { infer: true });
  }

  /** What the operator configured for Ollama (no secrets). */
  environment(): OllamaEnvironment {
    const localUrl = this.config.get('OLLAMA_URL', { infer: true })?.replace(/\/+$/, '') ?? null;
    const hostedUrl = this.config.get('OLLAMA_HOSTED_URL', { infer: true })?.replace(/\/+$/, '') ?? null;
    const useHosted = Boolean(hostedUrl) && (this.config.get('OLLAMA_USE_HOSTED', { infer: true }) || !localUrl);
    return { localUrl, hostedUrl, tokenConfigured: Boolean(this.config.get('OLLAMA_HOSTED_TOKEN', { infer: true })), useHosted };
  }

  /** Ollama when a server is configured (and AI_PROVIDER is not builtin), else the built-in engine. */
  get provider(): AiProvider {
    return this.ollama ?? this.builtin;
  }

  describe(): { provider: AiProviderName; models: Record<ModelChoice, string> } {
    const p = this.ollama ?? this.builtin;
    return { provider: p.name, models: { primary: p.modelFor('primary'), secondary: p.modelFor('secondary') } };
  }

  async run<T extends AiTask>(task: T, input: AiInput<T>, choice: ModelChoice = 'primary'): Promise<AiResult<AiOutput<T>>> {
    const provider = this.provider;
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const output = await provider.run(task, input, choice);
      this.metrics?.observeAiTask(task, provider.name, 'ok', seconds());
      return { output, provider: provider.name, model: provider.modelFor(choice), responseTimeMs: Math.round(seconds() * 1000) };
    } catch (err) {
      this.metrics?.observeAiTask(task, provider.name, 'error', seconds());
      throw err;
    }
  }
}
