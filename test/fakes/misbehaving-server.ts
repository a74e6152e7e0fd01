import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * An HTTP upstream on loopback that misbehaves in every way a client must survive: redirect loops,
 * chains and redirects to internal addresses, bodies that never end or are far too large, a gzip
 * bomb, a byte every two seconds, headers that take a minute, no answer at all, the wrong content
 * type, and a 500 whose body must never be echoed. Ollama-shaped routes answer well at /api/version
 * and /api/tags, and misbehave under /bad/<mode>/api/…, so an Ollama client pointed at
 * `${url}/bad/endless` gets an endless body from its version check.
 *
 *   GET /redirect-loop            302 to itself
 *   GET /redirect-chain/:n        302 to /redirect-chain/n-1 … /redirect-chain/0 answers {"ok":true}
 *   GET /redirect-to?url=…        302 to any URL (loopback, [::1], 169.254.169.254, 0x7f.1, 2130706433…)
 *   GET /endless                  200 application/json, JSON-ish random bytes until the client goes away
 *   GET /huge-json                200, a valid 200 MiB JSON body with its exact Content-Length
 *   GET /gzip-bomb                Content-Encoding: gzip, ~1 MB inflating to 1 GiB of spaces then JSON
 *   GET /drip                     headers at once, then one byte (a space) every 2 s, forever
 *   GET /slow-headers             nothing for 60 s, then the JSON answer
 *   GET /hang                     never answers
 *   GET /wrong-type               200 text/html page
 *   GET /not-json                 200 application/json whose body is HTML
 *   GET /error-echo               500 with a 100 KB body of markup, control characters and ERROR_ECHO_MARKER
 *   GET /api/version, /api/tags   {"version":"0.5.7"}, {"models":[]}
 *   GET /bad/<mode>/api/version   the same, misbehaving as /<mode> (or redirect-loopback: 302 to
 *                                 http://127.0.0.1:<port>/api/version; redirect-metadata: 302 to the
 *                                 cloud metadata address)
 *
 * Every request is counted in `hits[pathname]`; `close()` destroys open sockets so it returns at once.
 */
export interface MisbehavingServer {
  url: string;
  port: number;
  close(): Promise<void>;
  hits: Record<string, number>;
}

/** In every /error-echo body: a client that relays upstream error bodies shows this string. */
export const ERROR_ECHO_MARKER = 'UPSTREAM-ERROR-BODY-7f3a';

export const MODES = [
  'endless',
  'huge-json',
  'gzip-bomb',
  'drip',
  'slow-headers',
  'hang',
  'wrong-type',
  'not-json',
  'error-echo',
  'redirect-loop',
  'redirect-loopback',
  'redirect-metadata',
] as const;
export type Mode = (typeof MODES)[number];

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

/** The well-behaved Ollama answers; other paths answer {"ok":true} when a mode needs a body. */
const GOOD: Record<string, unknown> = { '/api/version': { version: '0.5.7' }, '/api/tags': { models: [] } };

const gzipBombs = new Map<string, Buffer>();

/**
 * A gzip member of 1 GiB of spaces (JSON whitespace) followed by `suffix`: ~1 MB, so a client that
 * inflates without a cap ends up holding a 1 GiB body that would even parse. Built once per suffix,
 * on first use (~0.3 s): a 16 MiB chunk deflated with Z_FULL_FLUSH ends byte-aligned with the
 * history reset, so 64 copies of its compressed bytes are the deflate stream of 1 GiB; the CRC-32
 * runs over the same chunk 64 times.
 */
function gzipBomb(suffix: string): Buffer {
  const cached = gzipBombs.get(suffix);
  if (cached) return cached;
  const chunk = Buffer.alloc(16 * MiB, 0x20);
  const times = GiB / chunk.length;
  const piece = deflateRawSync(chunk, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const tail = Buffer.from(suffix);
  let crc = 0;
  for (let i = 0; i < times; i++) crc = crc32(chunk, crc);
  crc = crc32(tail, crc);
  const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 0xff]); // deflate, no flags, no mtime, best compression, OS unknown
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE((GiB + tail.length) % 2 ** 32, 4); // ISIZE
  const bomb = Buffer.concat([header, ...Array<Buffer>(times).fill(piece), deflateRawSync(tail, { level: 9 }), trailer]);
  gzipBombs.set(suffix, bomb);
  return bomb;
}

let randomChunks: Buffer[] | undefined;

/** Eight ~67 KB chunks of `"<sha256 hex>",` array items: JSON-looking bytes that never close. */
function randomish(): Buffer[] {
  if (!randomChunks) {
    let h = Buffer.from('waypoint');
    randomChunks = Array.from({ length: 8 }, () => {
      const items: string[] = [];
      for (let i = 0; i < 1000; i++) items.push(`"${(h = createHash('sha256').update(h).digest()).toString('hex')}",`);
      return Buffer.from(items.join(''));
    });
  }
  return randomChunks;
}

/** Writes `next()` chunks with backpressure until it returns undefined or the client goes away. */
function pump(res: ServerResponse, next: () => Buffer | undefined): void {
  const go = () => {
    while (!res.destroyed) {
      const chunk = next();
      if (!chunk) return void res.end();
      if (!res.write(chunk)) return void res.once('drain', go);
    }
  };
  go();
}

/** A valid JSON document of about 200 MiB, {"models":[…]}, streamed with its exact Content-Length. */
function hugeJson(res: ServerResponse): void {
  const head = Buffer.from('{"models":[');
  const item = `{"name":"model:latest","size":4920753328,"digest":"sha256:${'0'.repeat(64)}"},`;
  const block = Buffer.from(item.repeat(1000));
  const tail = Buffer.from('{"name":"last:latest"}]}');
  const blocks = Math.floor((200 * MiB - head.length - tail.length) / block.length);
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': head.length + blocks * block.length + tail.length });
  let sent = -1;
  pump(res, () => (++sent === 0 ? head : sent <= blocks ? block : sent === blocks + 1 ? tail : undefined));
}

let errorBody: Buffer | undefined;

/** 100 KB of what an upstream error page must never smuggle into our responses or logs. */
function errorEcho(): Buffer {
  errorBody ??= Buffer.from(
    `<html><body><h1>500</h1>${`<script>alert(document.cookie)</script>\u0000\u0007\u001b[31m\r\nSet-Cookie: session=stolen\r\n<img src=x onerror=alert(1)> ${ERROR_ECHO_MARKER} `.repeat(1000)}</body></html>`,
  ).subarray(0, 100 * 1024);
  return errorBody;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { Location: location, 'Content-Type': 'text/plain' });
  res.end(`Found. Redirecting to ${location}`);
}

export async function startMisbehavingServer(): Promise<MisbehavingServer> {
  const hits: Record<string, number> = {};
  const sockets = new Set<Socket>();
  let port = 0;

  /** Answers the way `mode` misbehaves; `path` is the request path, `rest` the Ollama path after /bad/<mode>. */
  const misbehave = (mode: Mode, req: IncomingMessage, res: ServerResponse, path: string, rest: string): void => {
    const good = JSON.stringify(GOOD[rest] ?? { ok: true });
    const timers: NodeJS.Timeout[] = [];
    res.once('close', () => timers.forEach((t) => clearTimeout(t)));
    switch (mode) {
      case 'endless': {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        const chunks = randomish();
        let i = 0;
        res.write('{"models":[');
        return pump(res, () => chunks[i++ % chunks.length]);
      }
      case 'huge-json':
        return hugeJson(res);
      case 'gzip-bomb': {
        const bomb = gzipBomb(good);
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', 'Content-Length': bomb.length });
        return void res.end(bomb);
      }
      case 'drip':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.write(' ');
        timers.push(setInterval(() => res.write(' '), 2000));
        return;
      case 'slow-headers':
        timers.push(
          setTimeout(() => {
            res.writeHead(200, { 'Content-Type': 'application/json' });
            res.end(good);
          }, 60_000),
        );
        return;
      case 'hang':
        return; // the socket stays open; close() destroys it
      case 'wrong-type':
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        return void res.end('<!DOCTYPE html><html><head><title>Welcome to nginx!</title></head><body><h1>Welcome to nginx!</h1></body></html>');
      case 'not-json':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return void res.end('<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>');
      case 'error-echo':
        res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' });
        return void res.end(errorEcho());
      case 'redirect-loop':
        return redirect(res, `http://127.0.0.1:${port}${req.url ?? path}`);
      case 'redirect-loopback':
        return redirect(res, `http://127.0.0.1:${port}${rest in GOOD ? rest : '/api/version'}`);
      case 'redirect-metadata':
        return redirect(res, 'http://169.254.169.254/latest/meta-data/');
    }
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname;
    hits[path] = (hits[path] ?? 0) + 1;
    req.resume(); // drain any request body; the answers never depend on it

    if (path in GOOD) return json(res, 200, GOOD[path]);
    const bad = /^\/bad\/([a-z-]+)(\/.*)?$/.exec(path);
    if (bad) {
      if (!(MODES as readonly string[]).includes(bad[1])) return json(res, 404, { error: `unknown mode ${bad[1]}` });
      return misbehave(bad[1] as Mode, req, res, path, bad[2] ?? '');
    }
    const chain = /^\/redirect-chain\/(\d+)$/.exec(path);
    if (chain) {
      const n = Number(chain[1]);
      return n > 0 ? redirect(res, `/redirect-chain/${n - 1}`) : json(res, 200, { ok: true });
    }
    if (path === '/redirect-to') {
      const target = url.searchParams.get('url');
      return target ? redirect(res, target) : json(res, 400, { error: 'url query parameter required' });
    }
    const mode = path.slice(1);
    if ((MODES as readonly string[]).includes(mode)) return misbehave(mode as Mode, req, res, path, '');
    json(res, 404, { error: `${req.method} ${path} not found` });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
      }),
  };
}

if (require.main === module) {
  void startMisbehavingServer().then((s) => {
    console.log(`misbehaving server on ${s.url} (try ${s.url}/bad/endless/api/version); Ctrl-C to stop`);
    process.once('SIGINT', () => void s.close().then(() => process.exit(0)));
  });
}
