import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface OllamaCall {
  path: string;
  authorization?: string;
  body: Record<string, unknown>;
}

/**
 * The Ollama HTTP API on loopback, answering as a real server does: /api/version, /api/tags with
 * realistic model entries, /api/generate and /api/chat (a single JSON object for `stream: false`,
 * NDJSON chunks otherwise, or always when `streamAlways`), {"error": …} bodies on failure.
 * Queue answers with `answers`; set `token`, `delayMs` or `malformed` to misbehave.
 */
export class FakeOllama {
  readonly calls: OllamaCall[] = [];
  /** Most generate/chat requests in progress at once since the last reset. */
  maxInFlight = 0;
  private inFlight = 0;
  /** Answers of generate/chat, in order; when empty the fake echoes a canned sentence. */
  answers: string[] = [];
  token?: string;
  delayMs = 0;
  malformed = false;
  streamAlways = false;
  version = '0.12.3';
  models = ['llama3.1:8b', 'qwen2.5:7b-instruct'];
  private server?: Server;
  url = '';
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
    this.url = `http://127.0.0.1:${this.port}`;
  }

  stop(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  reset(): void {
    this.calls.length = 0;
    this.answers = [];
    this.token = undefined;
    this.delayMs = 0;
    this.malformed = false;
    this.streamAlways = false;
    this.maxInFlight = 0;
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const path = new URL(req.url ?? '/', this.url).pathname;
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return this.json(res, 400, { error: 'invalid character in request body' });
    }
    this.calls.push({ path, authorization: req.headers.authorization, body });
    const generating = path === '/api/generate' || path === '/api/chat';
    if (generating) this.maxInFlight = Math.max(this.maxInFlight, ++this.inFlight);
    try {
      await this.answer(req, res, path, body);
    } finally {
      if (generating) this.inFlight--;
    }
  }

  private async answer(req: IncomingMessage, res: ServerResponse, path: string, body: Record<string, unknown>): Promise<void> {
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    if (this.token && req.headers.authorization !== `Bearer ${this.token}`) return this.json(res, 401, { error: 'unauthorized' });
    if (this.malformed) {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      return void res.end('<html><body>502 Bad Gateway</body></html>');
    }
    const now = new Date().toISOString();
    if (req.method === 'GET' && path === '/api/version') return this.json(res, 200, { version: this.version });
    if (req.method === 'GET' && path === '/api/tags') {
      return this.json(res, 200, {
        models: this.models.map((name, i) => ({
          name,
          model: name,
          modified_at: now,
          size: 4_920_753_328 + i,
          digest: `sha256:${String(i).repeat(64).slice(0, 64)}`,
          details: { parent_model: '', format: 'gguf', family: name.split(/[.:]/)[0], families: ['llama'], parameter_size: '8.0B', quantization_level: 'Q4_K_M' },
        })),
      });
    }
    if (req.method === 'POST' && (path === '/api/generate' || path === '/api/chat')) {
      const model = String(body.model ?? '');
      if (!this.models.includes(model)) return this.json(res, 404, { error: `model "${model}" not found, try pulling it first` });
      const answer = this.answers.shift() ?? 'A concise answer from the fake model.';
      const piece = (text: string, done: boolean) =>
        path === '/api/chat'
          ? { model, created_at: now, message: { role: 'assistant', content: text }, done }
          : { model, created_at: now, response: text, done };
      const final = { total_duration: 1_234_567, load_duration: 12_345, prompt_eval_count: 42, eval_count: 21, eval_duration: 1_000_000, done_reason: 'stop' };
      if (body.stream === false && !this.streamAlways) return this.json(res, 200, { ...piece(answer, true), ...final });
      res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
      const words = answer.match(/\S+\s*/g) ?? [answer];
      for (const w of words) res.write(`${JSON.stringify(piece(w, false))}\n`);
      return void res.end(`${JSON.stringify({ ...piece('', true), ...final })}\n`);
    }
    this.json(res, 404, { error: `${req.method} ${path} not found` });
  }
}
