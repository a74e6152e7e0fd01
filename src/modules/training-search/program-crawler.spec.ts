import { createServer, type Server } from 'node:http';
import { AddressPolicy } from '../../core/outbound/address-policy';
import { ProgramCrawler } from './program-crawler';

/** A provider's site on loopback that notes when each request arrived. */
interface TimedSite {
  url: string;
  requests: { path: string; at: number }[];
  close(): Promise<void>;
}

const ROBOTS = 'User-agent: *\nDisallow: /private/\nCrawl-delay: 0\n';
const page = (title: string, links: string[] = []) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1>${links.map((l) => `<a href="${l}">${l}</a>`).join(' ')}</body></html>`;
const PAGES: Record<string, string> = {
  '/catalog': page('Catalog', ['/courses/a', '/courses/b', '/private/c']),
  '/courses/a': page('Course A'),
  '/courses/b': page('Course B'),
  '/private/c': page('Course C'),
};

async function startTimedSite(): Promise<TimedSite> {
  const requests: TimedSite['requests'] = [];
  const server: Server = createServer((req, res) => {
    requests.push({ path: req.url ?? '/', at: Date.now() });
    if (req.url === '/robots.txt') {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      return void res.end(ROBOTS);
    }
    const body = PAGES[req.url ?? ''];
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(body ?? page('Not found'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const options = { maxPages: 10, hostDelayMs: 0, timeoutMs: 5_000, maxBytes: 1024 * 1024 };

describe('ProgramCrawler', () => {
  let site: TimedSite;
  beforeEach(async () => {
    site = await startTimedSite();
  });
  afterEach(() => site.close());

  it('refuses a loopback host under the member address policy, by literal address or by name, without a request', async () => {
    const localhost = site.url.replace('127.0.0.1', 'localhost');
    const outcome = await new ProgramCrawler({
      ...options,
      startUrls: [`${site.url}/catalog`, `${localhost}/courses/a`],
      policy: AddressPolicy.Member,
    }).run();
    expect(outcome.pagesFetched).toBe(0);
    expect(outcome.programs).toEqual([]);
    expect(outcome.skipped).toEqual([
      { url: `${site.url}/catalog`, reason: expect.stringMatching(/loopback address, which is not allowed/) },
      { url: `${localhost}/courses/a`, reason: expect.stringMatching(/loopback address, which is not allowed/) },
    ]);
    expect(site.requests).toEqual([]);
  });

  it('spaces its requests to one host by the per-host delay, robots.txt included', async () => {
    const hostDelayMs = 300;
    const outcome = await new ProgramCrawler({ ...options, hostDelayMs, startUrls: [`${site.url}/catalog`], policy: AddressPolicy.Operator }).run();
    expect(outcome.pagesFetched).toBe(3);
    // robots.txt first; the disallowed link is never fetched.
    expect(site.requests.map((r) => r.path)).toEqual(['/robots.txt', '/catalog', '/courses/a', '/courses/b']);
    const gaps = site.requests.slice(1).map((r, i) => r.at - site.requests[i].at);
    // The turns space the sends; the site sees arrivals, each late by its own setup. The first
    // request to a host (robots.txt) carries the most (the address policy's first lookup, the first
    // connection, code run for the first time): it arrived up to 33 ms later than the others on a
    // 2-core machine, shortening the first gap, and a busy CI machine delays any one more. Without
    // spacing the gaps are ~2 ms, so half a delay tells the two apart with room for lateness.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(hostDelayMs / 2);
    expect(site.requests[3].at - site.requests[1].at).toBeGreaterThanOrEqual(2 * hostDelayMs - hostDelayMs / 2);
  });
});
