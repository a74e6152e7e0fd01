import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { Redis } from 'ioredis';
import { AddressPolicy } from '../src/core/outbound/address-policy';
import { RedisHostTurns } from '../src/modules/training-search/host-turns';
import { ProgramCrawler } from '../src/modules/training-search/program-crawler';

/**
 * The crawler's per-host delay across crawl jobs: two crawlers, each with its own Redis
 * connection (as on two workers), read one loopback site at the same time.
 */
describe('training-program crawler: per-host delay in Redis', () => {
  const requests: { path: string; at: number }[] = [];
  let server: Server;
  let url: string;
  const clients: Redis[] = [];
  const prefix = `crawl-test-${randomUUID()}`;

  beforeAll(async () => {
    const page = (title: string, links: string[] = []) => `<!DOCTYPE html><html><head><title>${title}</title></head><body>${links.map((l) => `<a href="${l}">${l}</a>`).join(' ')}</body></html>`;
    server = createServer((req, res) => {
      requests.push({ path: req.url ?? '/', at: Date.now() });
      if (req.url === '/robots.txt') {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        return void res.end('User-agent: *\nCrawl-delay: 0\n');
      }
      const [, list] = /^\/list-(\w+)$/.exec(req.url ?? '') ?? [];
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(list ? page(`List ${list}`, [`/course-${list}-1`, `/course-${list}-2`]) : page(`Course ${req.url}`));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const crawler = (list: string, hostDelayMs: number) => {
    const redis = new Redis(process.env.REDIS_URL!, { lazyConnect: true, maxRetriesPerRequest: 1 });
    clients.push(redis);
    return new ProgramCrawler({
      startUrls: [`${url}/list-${list}`],
      maxPages: 3,
      hostDelayMs,
      policy: AddressPolicy.Operator,
      timeoutMs: 5_000,
      maxBytes: 1024 * 1024,
      turns: new RedisHostTurns(async () => {
        if (redis.status === 'wait') await redis.connect();
        return redis;
      }, prefix),
    });
  };

  it('spaces two crawlers’ requests to one host by the delay', async () => {
    const hostDelayMs = 400;
    const outcomes = await Promise.all([crawler('a', hostDelayMs).run(), crawler('b', hostDelayMs).run()]);
    expect(outcomes.map((o) => o.pagesFetched)).toEqual([3, 3]);
    // Each crawler read robots.txt and its three pages: eight requests, every one its own turn.
    expect(requests).toHaveLength(8);
    // The delay books each request a turn of its own, one delay after the last: the k-th request
    // arrives k delays after the first. Two crawlers sharing a turn would bring every later request a
    // whole delay early; a request that reaches the server late on a busy machine shifts the count by
    // its lateness only (a CI run saw the first arrive 40 ms late). So the bound gives half a delay.
    requests.forEach((r, k) => expect(r.at - requests[0].at).toBeGreaterThanOrEqual(k * hostDelayMs - hostDelayMs / 2));
  });
});
