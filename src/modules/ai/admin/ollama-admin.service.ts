import { Injectable } from '@nestjs/common';
import { AiEngine } from '../ai-engine.service';
import { AiTask } from '../ai.types';
import { DocumentReader } from '../../documents/document-reader.service';
import type { UploadedResume } from '../../documents/resume-file';
import { OllamaClient, OllamaError } from '../ollama/ollama.client';
import { DEFAULT_PARSE_PROMPT } from '../ollama/ollama.prompts';
import { OllamaProvider } from '../ollama/ollama.provider';
import {
  type ConnectionType,
  type HostedOllamaSettingsDto,
  type LocalOllamaSettingsDto,
  type OllamaEnvironmentDto,
  OllamaOptionsDto,
  type OllamaTestResultDto,
  type ParseResumeTestDto,
  type ParseResumeTestResponseDto,
  type TestOllamaConnectionDto,
  type TestOllamaConnectionResponseDto,
} from './dto/ollama-admin.dto';

/** A connection test answers within 10 s however the server misbehaves (8 s, plus the rest). */
const TEST_TIMEOUT_MS = 8_000;
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[?::1\]?)$/i;

/** The URL of a local server from the page's host and port fields. */
export function localUrl({ host, port }: LocalOllamaSettingsDto): string {
  const trimmed = host.trim().replace(/\/+$/, '');
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
  const url = new URL(withScheme);
  url.port = String(port);
  return url.origin;
}

/**
 * The administrator's language-model diagnostics (part 3 §2.11–2.12). These call the server the
 * administrator typed in, directly rather than through the `ai` queue: they test that connection,
 * and the hosted token they carry must not be written into Redis job data. Reaching any http(s)
 * host from the server is the point of these pages, which is why they are for administrators only.
 */
@Injectable()
export class OllamaAdminService {
  constructor(
    private readonly engine: AiEngine,
    private readonly documents: DocumentReader,
  ) {}

  environment(): OllamaEnvironmentDto {
    const env = this.engine.environment();
    const { provider, models } = this.engine.describe();
    const local = env.localUrl ? new URL(env.localUrl) : null;
    return {
      ...env,
      provider,
      primaryModel: models.primary,
      secondaryModel: models.secondary,
      defaultLocalHost: local?.hostname ?? '127.0.0.1',
      defaultLocalPort: local?.port ? Number(local.port) : 11434,
      defaultParsePrompt: DEFAULT_PARSE_PROMPT,
    };
  }

  async testConnection(dto: TestOllamaConnectionDto): Promise<TestOllamaConnectionResponseDto> {
    const targets: { type: ConnectionType; url: string; token?: string }[] = [];
    if (dto.testType !== 'hosted' && dto.localSettings) targets.push({ type: 'local', url: localUrl(dto.localSettings) });
    if (dto.testType !== 'local' && dto.hostedSettings) targets.push(this.hosted(dto.hostedSettings));
    const results = await Promise.all(targets.map((t) => this.testOne(t.type, t.url, t.token)));
    return { results, environment: this.environment(), testedAt: new Date().toISOString() };
  }

  private hosted(settings: HostedOllamaSettingsDto) {
    return { type: 'hosted' as const, url: new URL(settings.url).href.replace(/\/+$/, ''), token: settings.authToken?.trim() || undefined };
  }

  private async testOne(connectionType: ConnectionType, url: string, token?: string): Promise<OllamaTestResultDto> {
    const client = new OllamaClient({ url, token, timeoutMs: Math.min(TEST_TIMEOUT_MS, this.engine.timeoutCapMs) });
    const isLocalhost = LOOPBACK.test(new URL(url).hostname);
    const started = performance.now();
    try {
      const [version, models] = await Promise.all([client.version(), client.tags()]);
      return {
        success: true,
        connectionType,
        url: client.url,
        error: null,
        responseTime: Math.round(performance.now() - started),
        authRequired: Boolean(token),
        isLocalhost,
        version,
        models: models.map((m) => m.name),
      };
    } catch (err) {
      if (!(err instanceof OllamaError)) throw err;
      return {
        success: false,
        connectionType,
        url: client.url,
        error: err.detail,
        responseTime: null,
        authRequired: Boolean(token) || err.failure === 'unauthorized',
        isLocalhost,
        version: null,
        models: [],
      };
    }
  }

  async parseResume(file: UploadedResume | undefined, dto: ParseResumeTestDto): Promise<ParseResumeTestResponseDto> {
    const { kind, text } = await this.documents.read(file);
    const o: OllamaOptionsDto = { ...new OllamaOptionsDto(), ...dto.ollamaOptions }; // the page's defaults, part 3 §9
    const target = dto.connectionType === 'local' ? { url: localUrl(dto.localSettings as LocalOllamaSettingsDto), token: undefined } : this.hosted(dto.hostedSettings as HostedOllamaSettingsDto);
    const provider = new OllamaProvider({
      url: target.url,
      token: target.token,
      // The page may ask for up to 60 s; the operator's OLLAMA_TIMEOUT_MS caps it.
      timeoutMs: Math.min(o.timeoutMs, this.engine.timeoutCapMs),
      models: { primary: o.model, secondary: o.model },
      options: { temperature: o.temperature, top_p: o.topP, top_k: o.topK, repeat_penalty: o.repeatPenalty, num_predict: o.maxTokens },
    });
    const started = performance.now();
    const parsed = await provider.run(AiTask.ParseResume, { text, prompt: dto.prompt }, 'primary');
    return {
      parsedContent: parsed as unknown as Record<string, unknown>,
      connectionType: dto.connectionType,
      url: provider.client.url,
      model: o.model,
      responseTime: Math.round(performance.now() - started),
      fileKind: kind,
      characters: text.length,
    };
  }
}
