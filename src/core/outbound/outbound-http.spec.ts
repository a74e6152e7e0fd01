import { createServer, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net';
import { createGzip } from 'node:zlib';
import * as addressPolicy from './address-policy';
import { AddressPolicy, refusalReason } from './address-policy';
import { excerpt, fetchOutbound, OutboundError } from './outbound-http';

/** A loopback server whose routes misbehave the ways a hostile or broken server does. */
function misbehaving(host = '127.0.0.1'): Promise<{ url: string; requests: string[]; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const requests: string[] = [];
  const server: Server = createServer((req, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push(url.pathname);
    const json = (body: unknown, status = 200) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    switch (url.pathname) {
      case '/ok':
        return json({ ok: true });
      case '/html':
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>hi</html>');
      case '/loop':
        return res.writeHead(302, { location: '/loop' }).end();
      case '/chain': {
        const n = Number(url.searchParams.get('n'));
        return n > 0 ? res.writeHead(302, { location: `/chain?n=${n - 1}` }).end() : json({ ok: true });
      }
      case '/to':
        return res.writeHead(302, { location: url.searchParams.get('url') ?? '/' }).end();
      case '/endless': {
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        const pump = () => {
          while (res.write(chunk));
        };
        res.on('drain', pump);
        return pump();
      }
      case '/gzip-bomb': {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        const gzip = createGzip({ level: 9 });
        gzip.pipe(res);
        const zeros = Buffer.alloc(1024 * 1024);
        let sent = 0;
        const pump = () => {
          while (sent < 1024 && gzip.write(zeros)) sent++;
          if (sent >= 1024) gzip.end();
        };
        gzip.on('drain', pump);
        return pump();
      }
      case '/hang':
        return undefined;
      default:
        return json({ error: 'not found' }, 404);
    }
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  return new Promise((resolve) =>
    server.listen(0, host, () =>
      resolve({
        url: `http://${host}:${(server.address() as AddressInfo).port}`,
        requests,
        close: () => {
          for (const s of sockets) s.destroy();
          return new Promise((r) => server.close(() => r()));
        },
      }),
    ),
  );
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (err: OutboundError) => err,
  );

describe('the outbound HTTP client', () => {
  let server: Awaited<ReturnType<typeof misbehaving>>;
  beforeAll(async () => {
    server = await misbehaving();
  });
  afterAll(() => server.close());

  it('reaches an operator service on loopback, following a few redirects', async () => {
    const res = await fetchOutbound({ url: `${server.url}/chain?n=3`, policy: AddressPolicy.Operator, accept: ['application/json'] });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text())).toEqual({ ok: true });
    expect(res.url).toBe(`${server.url}/chain?n=0`);
  });

  it.each([
    ['a loopback address', 'http://127.0.0.1:59999/'],
    ['a loopback spelled in hex', 'http://0x7f.1:59999/'],
    ['a loopback spelled as one number', 'http://2130706433:59999/'],
    ['IPv6 loopback', 'http://[::1]:59999/'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]:59999/'],
    ['a private address', 'http://10.1.2.3/'],
    ['another private range', 'http://192.168.1.1/'],
    ['CGNAT', 'http://100.64.0.1/'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['the unspecified address', 'http://0.0.0.0:59999/'],
  ])('refuses a member-supplied URL to %s before connecting', async (_name, url) => {
    const err = await failure(fetchOutbound({ url, policy: AddressPolicy.Member, timeoutMs: 2_000 }));
    expect(err).toBeInstanceOf(OutboundError);
    expect(err.kind).toBe('blocked');
  });

  it('refuses a member-supplied host name that resolves to loopback', async () => {
    const err = await failure(fetchOutbound({ url: 'http://localhost:59999/', policy: AddressPolicy.Member, timeoutMs: 2_000 }));
    expect(err.kind).toBe('blocked');
    expect(err.message).toMatch(/localhost resolves to a loopback address/);
  });

  it('re-checks every redirect hop: an allowed server cannot send the client to a refused address', async () => {
    const err = await failure(
      fetchOutbound({ url: `${server.url}/to?url=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`, policy: AddressPolicy.Operator }),
    );
    expect(err.kind).toBe('blocked');
    expect(err.message).toMatch(/linkLocal/);
  });

  describe('a redirect to loopback under the member policy', () => {
    // A member's URL must be public, so the first hop is a server on 127.0.0.2 that the policy is
    // told to count as public; its redirect then points at loopback proper.
    let publicServer: Awaited<ReturnType<typeof misbehaving>>;
    beforeAll(async () => {
      publicServer = await misbehaving('127.0.0.2');
    });
    afterAll(() => publicServer.close());
    beforeEach(() => {
      const real = addressPolicy.refusalReason;
      jest.spyOn(addressPolicy, 'refusalReason').mockImplementation((ip, policy) => (ip === '127.0.0.2' ? null : real(ip, policy)));
      publicServer.requests.length = 0;
      server.requests.length = 0;
    });
    afterEach(() => jest.restoreAllMocks());

    it('reaches the stand-in public server itself', async () => {
      const res = await fetchOutbound({ url: `${publicServer.url}/ok`, policy: AddressPolicy.Member, accept: ['application/json'] });
      expect(res.status).toBe(200);
    });

    it.each([
      ['a loopback address', () => `${server.url}/ok`],
      ['a loopback spelled as one number', () => `${server.url.replace('127.0.0.1', '2130706433')}/ok`],
      ['a name that resolves to loopback', () => `${server.url.replace('127.0.0.1', 'localhost')}/ok`],
    ])('refuses the redirect to %s', async (_name, target) => {
      const err = await failure(fetchOutbound({ url: `${publicServer.url}/to?url=${encodeURIComponent(target())}`, policy: AddressPolicy.Member, timeoutMs: 2_000 }));
      expect(publicServer.requests).toEqual(['/to']);
      expect(err.kind).toBe('blocked');
      expect(err.message).toMatch(/loopback/);
      expect(server.requests).not.toContain('/ok');
    });
  });

  it('stops after 5 redirects', async () => {
    expect((await failure(fetchOutbound({ url: `${server.url}/loop`, policy: AddressPolicy.Operator }))).kind).toBe('redirects');
    expect((await failure(fetchOutbound({ url: `${server.url}/chain?n=6`, policy: AddressPolicy.Operator }))).kind).toBe('redirects');
  });

  it('aborts an endless body at the byte cap', async () => {
    const err = await failure(fetchOutbound({ url: `${server.url}/endless`, policy: AddressPolicy.Operator, maxBytes: 1024 * 1024 }));
    expect(err.kind).toBe('too-large');
    expect(err.message).toBe('the answer is larger than 1 MB');
  });

  it('counts decompressed bytes: a gzip bomb stops at the cap', async () => {
    const before = process.memoryUsage().rss;
    const err = await failure(fetchOutbound({ url: `${server.url}/gzip-bomb`, policy: AddressPolicy.Operator, maxBytes: 2 * 1024 * 1024 }));
    expect(err.kind).toBe('too-large');
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('gives up on a server that never answers, within the total timeout', async () => {
    const err = await failure(fetchOutbound({ url: `${server.url}/hang`, policy: AddressPolicy.Operator, timeoutMs: 500 }));
    expect(err.kind).toBe('timeout');
    expect(err.message).toBe('no answer within 0.5 s');
  });

  it('honours connectTimeoutMs: a handshake that never finishes stops at the connect timeout, not the total one', async () => {
    // Accepts TCP connections and says nothing, so a TLS handshake never completes.
    const silent = createTcpServer(() => undefined);
    const held = new Set<Socket>();
    silent.on('connection', (s) => held.add(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    try {
      const url = `https://127.0.0.1:${(silent.address() as AddressInfo).port}/`;
      const err = await failure(fetchOutbound({ url, policy: AddressPolicy.Operator, connectTimeoutMs: 300, timeoutMs: 8_000 }));
      expect(err.kind).toBe('timeout');
      expect(err.message).toBe('no answer within 0.3 s');
    } finally {
      for (const s of held) s.destroy();
      await new Promise((r) => silent.close(r));
    }
  });

  it('refuses an answer of the wrong content type', async () => {
    const err = await failure(fetchOutbound({ url: `${server.url}/html`, policy: AddressPolicy.Operator, accept: ['application/json'] }));
    expect(err.kind).toBe('content-type');
    expect(err.message).toBe('the answer is text/html, not application/json');
  });

  it('says the same for a closed port as for an unknown host, so errors do not map open ports', async () => {
    const closed = await failure(fetchOutbound({ url: 'http://127.0.0.1:59999/', policy: AddressPolicy.Operator }));
    expect(closed.kind).toBe('unreachable');
    expect(closed.message).toBe('cannot be reached');
  });

  it('refuses other schemes and credentials in the URL', async () => {
    expect((await failure(fetchOutbound({ url: 'file:///etc/passwd', policy: AddressPolicy.Operator }))).kind).toBe('bad-url');
    expect((await failure(fetchOutbound({ url: `http://u:p@127.0.0.1:59999/`, policy: AddressPolicy.Operator }))).kind).toBe('bad-url');
    expect((await failure(fetchOutbound({ url: 'not a url', policy: AddressPolicy.Operator }))).kind).toBe('bad-url');
  });
});

describe('address policies', () => {
  it.each(['8.8.8.8', '2606:4700:4700::1111', '93.184.216.34'])('lets members reach the public address %s', (ip) => {
    expect(refusalReason(ip, AddressPolicy.Member)).toBeNull();
  });

  it.each(['127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.0.1', '169.254.169.254', '100.64.1.1', '224.0.0.1', '::1', 'fe80::1', 'fc00::1', 'fd00:ec2::254', '::ffff:10.0.0.1', '2002:7f00:1::1', '0.0.0.0'])(
    'keeps members away from %s',
    (ip) => {
      expect(refusalReason(ip, AddressPolicy.Member)).not.toBeNull();
    },
  );

  it('lets operators use loopback and private servers, never metadata or link-local', () => {
    for (const ip of ['127.0.0.1', '::1', '10.0.0.1', '192.168.0.10']) expect(refusalReason(ip, AddressPolicy.Operator)).toBeNull();
    for (const ip of ['169.254.169.254', 'fd00:ec2::254', 'fe80::1', '224.0.0.1', '0.0.0.0']) expect(refusalReason(ip, AddressPolicy.Operator)).not.toBeNull();
  });

  it('turns a hostile remote body into a short printable excerpt', () => {
    expect(excerpt(`<script>alert(1)</script>\u0000\u202eevil ${'x'.repeat(500)}`, 40)).toMatch(/^alert\(1\) evil x+…$/);
    expect(excerpt('<h1>Bad gateway</h1>')).toBe('Bad gateway');
  });
});
