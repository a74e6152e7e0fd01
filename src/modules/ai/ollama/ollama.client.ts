import { DomainError, DomainErrorCode } from '../../../core/http/domain.error';
import { AddressPolicy } from '../../../core/outbound/address-policy';
import { excerpt, fetchOutbound, OutboundError, type OutboundResponse } from '../../../core/outbound/outbound-http';

/** Sampling options of /api/generate and /api/chat (Ollama's names). */
export interface OllamaOptions {
  temperature?: number;
  top_p?: number;
  top_k?: number;
  repeat_penalty?: number;
  num_predict?: number;
}

export interface OllamaConnection {
  /** Base URL, e.g. http://127.0.0.1:11434 or https://ollama.example.org. */
  url: string;
  /** Bearer token of a hosted endpoint. */
  token?: string;
  timeoutMs: number;
}

export interface OllamaModel {
  name: string;
  size?: number;
  modified_at?: string;
  details?: { family?: string; parameter_size?: string; quantization_level?: string };
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type OllamaFailure = 'unreachable' | 'timeout' | 'unauthorized' | 'status' | 'malformed';

/** A failed call to Ollama; `detail` says what went wrong in words an operator can act on. */
export class OllamaError extends DomainError {
  constructor(
    readonly failure: OllamaFailure,
    detail: string,
    readonly status?: number,
  ) {
    super(DomainErrorCode.ServiceUnavailable, detail);
  }
}

const SERVICE = 'The language-model server (Ollama)';
/** /api/version and /api/tags answers are small; a model list of 1 MB is already absurd. */
const MAX_LISTING_BYTES = 1024 * 1024;
/** A completion (or an NDJSON stream of one) of 8 MB is far beyond any prompt we send. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/**
 * The Ollama HTTP API (github.com/ollama/ollama/blob/main/docs/api.md): /api/version, /api/tags,
 * /api/generate and /api/chat. Requests ask for a single JSON answer (`stream: false`), but a server
 * or proxy that streams NDJSON anyway is read to the end and joined.
 */
export class OllamaClient {
  constructor(private readonly conn: OllamaConnection) {}

  get url(): string {
    return this.conn.url.replace(/\/+$/, '');
  }

  async version(): Promise<string> {
    const body = await this.request<{ version?: unknown }>('GET', '/api/version');
    if (typeof body.version !== 'string') throw new OllamaError('malformed', `${SERVICE} at ${this.url} answered /api/version without a version.`);
    return body.version;
  }

  async tags(): Promise<OllamaModel[]> {
    const body = await this.request<{ models?: unknown }>('GET', '/api/tags');
    if (!Array.isArray(body.models)) throw new OllamaError('malformed', `${SERVICE} at ${this.url} answered /api/tags without a model list.`);
    return body.models.filter((m): m is OllamaModel => typeof (m as OllamaModel)?.name === 'string');
  }

  /** One completion. `format: 'json'` (or a JSON schema) constrains the answer to JSON. */
  async generate(req: { model: string; prompt: string; system?: string; format?: 'json' | object; options?: OllamaOptions }): Promise<string> {
    const chunks = await this.request<{ response?: unknown }[]>('POST', '/api/generate', { ...req, stream: false }, true);
    return chunks.map((c) => (typeof c.response === 'string' ? c.response : '')).join('');
  }

  async chat(req: { model: string; messages: ChatMessage[]; format?: 'json' | object; options?: OllamaOptions }): Promise<string> {
    const chunks = await this.request<{ message?: { content?: unknown } }[]>('POST', '/api/chat', { ...req, stream: false }, true);
    return chunks.map((c) => (typeof c.message?.content === 'string' ? c.message.content : '')).join('');
  }

  private async request<T>(method: 'GET' | 'POST', path: string, body?: unknown, ndjson = false): Promise<T> {
    const url = `${this.url}${path}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (this.conn.token) headers.Authorization = `Bearer ${this.conn.token}`;
    let res: OutboundResponse;
    try {
      // The operator configures model servers: loopback and private addresses are fine, metadata is not.
      res = await fetchOutbound({
        url,
        policy: AddressPolicy.Operator,
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        timeoutMs: this.conn.timeoutMs,
        maxBytes: method === 'GET' ? MAX_LISTING_BYTES : MAX_ANSWER_BYTES,
      });
    } catch (err) {
      if (!(err instanceof OutboundError)) throw err;
      if (err.kind === 'timeout') {
        throw new OllamaError('timeout', `${SERVICE} at ${this.url} did not answer within ${Math.round(this.conn.timeoutMs / 100) / 10} s.`);
      }
      const failure = err.kind === 'too-large' || err.kind === 'redirects' ? 'malformed' : 'unreachable';
      throw new OllamaError(failure, `${SERVICE} at ${this.url} ${err.kind === 'unreachable' ? 'cannot be reached' : `failed: ${err.message}`}.`);
    }
    const text = res.text();
    if (res.status === 401 || res.status === 403) {
      throw new OllamaError('unauthorized', `${SERVICE} at ${this.url} refused the request (HTTP ${res.status}): ${this.conn.token ? 'check the auth token' : 'it needs an auth token'}.`, res.status);
    }
    if (res.status < 200 || res.status > 299) {
      const message = this.errorText(text);
      throw new OllamaError('status', `${SERVICE} at ${this.url} answered HTTP ${res.status}${message ? `: ${message}` : ''}.`, res.status);
    }
    try {
      if (!ndjson) return JSON.parse(text) as T;
      const lines = text.split('\n').filter((l) => l.trim());
      return lines.map((l) => JSON.parse(l) as unknown) as T;
    } catch {
      throw new OllamaError('malformed', `${SERVICE} at ${this.url} answered ${path} with something that is not JSON.`);
    }
  }

  /**
   * Ollama reports failures as {"error": "..."}: that sentence (short, printable) is worth showing.
   * Any other body is not echoed at all: it may be a proxy's page, or anything a hostile server sends.
   */
  private errorText(text: string): string {
    try {
      const parsed = JSON.parse(text) as { error?: unknown };
      if (typeof parsed.error === 'string') return excerpt(parsed.error, 300);
    } catch {
      /* not JSON */
    }
    return '';
  }
}
