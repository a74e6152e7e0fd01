import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * A SearXNG instance on loopback, speaking its search API as SearXNG does:
 *
 *   GET|POST /search?q=…&format=json   200 {query, number_of_results, results: [{url, title, content, engine,
 *                                      engines, parsed_url, template, positions, score, category, …}],
 *                                      answers, corrections, infoboxes, suggestions, unresponsive_engines}
 *   /search with format ≠ json        403 "Forbidden" HTML, as an instance without json in
 *                                      search.formats answers (no format means html: 403 too)
 *   /search without q                 400 {"error": "search query is empty"}
 *   pageno ≥ 2                        no results (the results run out after page one)
 *   GET /healthz                      200 OK
 *   anything else                     404
 *
 * `results(q)` chooses what a query finds; `queries` records every q asked, in order.
 */
export interface SearxngServer {
  url: string;
  queries: string[];
  close(): Promise<void>;
}

export interface SearxngResultInput {
  url: string;
  title: string;
  content: string;
}

const ENGINES = ['duckduckgo', 'brave', 'startpage'];

/** Python's urlparse 6-tuple: [scheme, netloc, path, params, query, fragment]. */
function parsedUrl(raw: string): string[] {
  try {
    const u = new URL(raw);
    return [u.protocol.replace(/:$/, ''), u.host, u.pathname, '', u.search.replace(/^\?/, ''), u.hash.replace(/^#/, '')];
  } catch {
    return ['', '', raw, '', '', ''];
  }
}

function searchResponse(query: string, found: SearxngResultInput[]) {
  const results = found.map((r, i) => {
    const engines = ENGINES.slice(0, 1 + (i % ENGINES.length));
    return {
      url: r.url,
      title: r.title,
      content: r.content,
      publishedDate: null,
      thumbnail: '',
      engine: engines[0],
      template: 'default.html',
      parsed_url: parsedUrl(r.url),
      img_src: '',
      priority: '',
      engines,
      positions: engines.map(() => i + 1),
      score: Number(((engines.length * 1.0) / (i + 1)).toFixed(6)),
      category: 'general',
    };
  });
  return {
    query,
    number_of_results: 0,
    results,
    answers: [],
    corrections: [],
    infoboxes: [],
    suggestions: [],
    unresponsive_engines: [],
  };
}

const FORBIDDEN =
  '<!doctype html>\n<html lang=en>\n<title>403 Forbidden</title>\n<h1>Forbidden</h1>\n<p>You don&#39;t have the permission to access the requested resource. It is either read-protected or not readable by the server.</p>\n';

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

/** `results` chooses the URLs returned for a query. */
export async function startSearxng(results: (q: string) => SearxngResultInput[]): Promise<SearxngServer> {
  const queries: string[] = [];
  const sockets = new Set<Socket>();

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (pathname === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      return void res.end('OK');
    }
    if (pathname !== '/search' || (req.method !== 'GET' && req.method !== 'POST')) {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      return void res.end('<!doctype html>\n<html lang=en>\n<title>404 Not Found</title>\n<h1>Not Found</h1>\n');
    }
    // SearXNG reads form fields from the body of a POST as well as from the query string.
    const params = new URLSearchParams(searchParams);
    if (req.method === 'POST' && /application\/x-www-form-urlencoded/i.test(req.headers['content-type'] ?? '')) {
      for (const [k, v] of new URLSearchParams(body)) params.set(k, v);
    }
    const q = params.get('q');
    if (q !== null) queries.push(q);
    if ((params.get('format') ?? 'html') !== 'json') {
      res.writeHead(403, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(FORBIDDEN) });
      return void res.end(FORBIDDEN);
    }
    if (!q || !q.trim()) return json(res, 400, { error: 'search query is empty' });
    const page = Number(params.get('pageno') ?? '1');
    let found: SearxngResultInput[] = [];
    if (!(page >= 2)) {
      try {
        found = results(q);
      } catch (err) {
        return json(res, 500, { error: err instanceof Error ? err.message : String(err) });
      }
    }
    json(res, 200, searchResponse(q, found));
  };

  const server = createServer((req, res) => void handle(req, res));
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;

  return {
    url: `http://127.0.0.1:${port}`,
    queries,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
      }),
  };
}
