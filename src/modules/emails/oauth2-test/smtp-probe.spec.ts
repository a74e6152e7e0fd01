import { generateKeyPairSync, randomBytes, sign, X509Certificate } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { authMechanisms, probeSmtp, type SmtpCapabilities, SmtpProbeError, SmtpProbeStage, supportsOAuth2 } from './smtp-probe';

// ---------------------------------------------------------------------------------------------
// A self-signed certificate for localhost and 127.0.0.1, made at test time: node:crypto signs but
// does not build certificates, so the DER is written here. smtp-server's built-in certificate is
// not used: it expired in February 2025 and names no subjectAltName.

function der(tag: number, ...parts: Buffer[]): Buffer {
  const content = Buffer.concat(parts);
  const length: number[] = [];
  for (let n = content.length; n > 0; n >>= 8) length.unshift(n & 0xff);
  const header = content.length < 0x80 ? [tag, content.length] : [tag, 0x80 | length.length, ...length];
  return Buffer.concat([Buffer.from(header), content]);
}
const seq = (...parts: Buffer[]) => der(0x30, ...parts);
const int = (bytes: Buffer) => der(0x02, bytes);
const oid = (dotted: string): Buffer => {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * a + b];
  for (const n of rest) {
    const enc = [n & 0x7f];
    for (let v = n >> 7; v > 0; v >>= 7) enc.unshift((v & 0x7f) | 0x80);
    bytes.push(...enc);
  }
  return der(0x06, Buffer.from(bytes));
};
const utcTime = (d: Date) => der(0x17, Buffer.from(`${d.toISOString().replace(/[-:T]/g, '').slice(2, 14)}Z`));

function selfSignedCertificate(commonName = 'localhost'): { key: string; cert: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const algorithm = seq(oid('1.2.840.10045.4.3.2')); // ecdsa-with-SHA256
  const name = seq(der(0x31, seq(oid('2.5.4.3'), der(0x0c, Buffer.from(commonName)))));
  const serial = randomBytes(8);
  serial[0] = (serial[0] & 0x7f) | 0x01;
  const altNames = seq(der(0x82, Buffer.from(commonName)), der(0x87, Buffer.from([127, 0, 0, 1])));
  const tbs = seq(
    der(0xa0, int(Buffer.from([2]))),
    int(serial),
    algorithm,
    name,
    seq(utcTime(new Date(Date.now() - 3_600_000)), utcTime(new Date(Date.now() + 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    der(0xa3, seq(seq(oid('2.5.29.17'), der(0x04, altNames)))),
  );
  const certificate = seq(tbs, algorithm, der(0x03, Buffer.from([0]), sign('sha256', tbs, privateKey)));
  const cert = `-----BEGIN CERTIFICATE-----\n${certificate.toString('base64').match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----\n`;
  return { key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), cert };
}

// ---------------------------------------------------------------------------------------------
// Servers on loopback: smtp-server for the real thing, raw sockets for the broken ones.

interface Running {
  port: number;
  close(): Promise<void>;
}

function track(server: Server): () => Promise<void> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
}

async function startSmtp(options: SMTPServerOptions): Promise<Running> {
  const server = new SMTPServer({ name: 'mail.test', banner: 'probe test', logger: false, disableReverseLookup: true, authOptional: true, closeTimeout: 50, ...options });
  server.on('error', () => undefined);
  const close = track(server.server as Server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { port: (server.server.address() as { port: number }).port, close };
}

/** A TCP server whose every connection `script` drives; `onLine` gets the client's lines. */
async function startRaw(script: { onConnect?: (socket: Socket) => void; onLine?: (socket: Socket, line: string) => void }): Promise<Running> {
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      let i: number;
      while ((i = buffer.indexOf('\n')) !== -1) {
        const line = buffer.slice(0, i).replace(/\r$/, '');
        buffer = buffer.slice(i + 1);
        script.onLine?.(socket, line);
      }
    });
    script.onConnect?.(socket);
  });
  const close = track(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { port: (server.address() as { port: number }).port, close };
}

async function probeError(promise: Promise<SmtpCapabilities>): Promise<SmtpProbeError> {
  const err = await promise.then(
    () => new Error('the probe succeeded'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmtpProbeError);
  return err as SmtpProbeError;
}

const servers: Running[] = [];
async function started(running: Promise<Running>): Promise<Running> {
  const server = await running;
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const plain = (port: number) => ({ host: '127.0.0.1', port, secure: false, timeoutMs: 5000 });

describe('probeSmtp against smtp-server', () => {
  const tls = selfSignedCertificate();

  it('the generated certificate is a valid X.509 self-signed certificate for localhost', () => {
    const x509 = new X509Certificate(tls.cert);
    expect(x509.subjectAltName).toContain('DNS:localhost');
    expect(x509.checkIssued(x509)).toBe(true);
  });

  it('lists AUTH mechanisms without XOAUTH2 (smtp-server default LOGIN PLAIN)', async () => {
    const { port } = await started(startSmtp({ disabledCommands: ['STARTTLS'] }));
    const caps = await probeSmtp(plain(port));
    expect(caps).toMatchObject({ host: '127.0.0.1', port, secure: false, startTls: false });
    expect(caps.banner).toContain('probe test');
    expect(caps.auth).toEqual(['LOGIN', 'PLAIN']);
    expect(caps.all).toEqual(expect.arrayContaining(['PIPELINING', '8BITMIME', 'AUTH LOGIN PLAIN']));
    expect(supportsOAuth2(caps)).toBe(false);
  });

  it('lists XOAUTH2 when the server offers it (authMethods)', async () => {
    const { port } = await started(startSmtp({ disabledCommands: ['STARTTLS'], authMethods: ['PLAIN', 'LOGIN', 'XOAUTH2'] }));
    const caps = await probeSmtp(plain(port));
    expect(caps.auth).toEqual(['PLAIN', 'LOGIN', 'XOAUTH2']);
    expect(supportsOAuth2(caps)).toBe(true);
  });

  it('upgrades with STARTTLS and reads the capabilities again over TLS (self-signed allowed)', async () => {
    const { port } = await started(startSmtp({ ...tls, authMethods: ['PLAIN', 'OAUTHBEARER'], hideREQUIRETLS: false }));
    const lines: string[] = [];
    const caps = await probeSmtp({ ...plain(port), servername: 'localhost', allowSelfSigned: true, onLine: (d, l) => lines.push(`${d}: ${l}`) });
    expect(caps).toMatchObject({ secure: true, startTls: true, auth: ['PLAIN', 'OAUTHBEARER'] });
    // REQUIRETLS is offered only on a secure connection: this is the second EHLO's answer
    expect(caps.all).toContain('REQUIRETLS');
    expect(caps.all).not.toContain('STARTTLS');
    expect(lines.filter((l) => l.startsWith('client: ')).map((l) => l.split(' ')[1])).toEqual(['EHLO', 'STARTTLS', 'EHLO', 'QUIT']);
  });

  it('checks the certificate by default: a self-signed one fails at the tls stage', async () => {
    const { port } = await started(startSmtp({ ...tls }));
    const err = await probeError(probeSmtp({ ...plain(port), servername: 'localhost' }));
    expect(err.stage).toBe(SmtpProbeStage.Tls);
    expect(err.code).toBe('DEPTH_ZERO_SELF_SIGNED_CERT');
    expect(err.message).toMatch(/certificate/);
  });

  it('allowSelfSigned still checks the name on the certificate', async () => {
    const { port } = await started(startSmtp({ ...tls }));
    const err = await probeError(probeSmtp({ ...plain(port), servername: 'mail.example.org', allowSelfSigned: true }));
    expect(err.stage).toBe(SmtpProbeStage.Tls);
    expect(err.message).toMatch(/not for mail\.example\.org/);
  });

  it('accepts an IP address in the certificate when no servername is given', async () => {
    const { port } = await started(startSmtp({ ...tls }));
    const caps = await probeSmtp({ ...plain(port), allowSelfSigned: true });
    expect(caps.secure).toBe(true);
  });

  it('speaks implicit TLS (secure: true, port 465 style)', async () => {
    const { port } = await started(startSmtp({ ...tls, secure: true, authMethods: ['XOAUTH2'] }));
    const caps = await probeSmtp({ ...plain(port), secure: true, servername: 'localhost', allowSelfSigned: true });
    expect(caps).toMatchObject({ secure: true, startTls: false, auth: ['XOAUTH2'] });
  });

  it('secure: true against a plain server fails at the tls stage', async () => {
    const { port } = await started(startSmtp({ disabledCommands: ['STARTTLS'] }));
    const err = await probeError(probeSmtp({ ...plain(port), secure: true, timeoutMs: 2000 }));
    expect(err.stage).toBe(SmtpProbeStage.Tls);
  });
});

describe('probeSmtp against broken servers', () => {
  it('times out on a server that never answers, at the banner stage', async () => {
    const { port } = await started(startRaw({}));
    const err = await probeError(probeSmtp({ ...plain(port), timeoutMs: 300 }));
    expect(err).toMatchObject({ stage: SmtpProbeStage.Banner, code: 'ETIMEDOUT' });
    expect(err.message).toMatch(/did not answer within 0\.3 s/);
  });

  it('times out when EHLO is never answered', async () => {
    const { port } = await started(startRaw({ onConnect: (s) => s.write('220 ready\r\n') }));
    const err = await probeError(probeSmtp({ ...plain(port), timeoutMs: 300 }));
    expect(err.stage).toBe(SmtpProbeStage.Ehlo);
  });

  it('refuses an answer that is not SMTP', async () => {
    const { port } = await started(startRaw({ onConnect: (s) => s.write('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n') }));
    const err = await probeError(probeSmtp(plain(port)));
    expect(err).toMatchObject({ stage: SmtpProbeStage.Banner, code: 'EPROTO' });
    expect(err.message).toMatch(/not SMTP: "HTTP\/1\.1 400 Bad Request"/);
  });

  it('refuses binary garbage (a TLS record where the banner should be)', async () => {
    const { port } = await started(startRaw({ onConnect: (s) => s.write(Buffer.from([0x16, 0x03, 0x03, 0x00, 0x7a, 0x02, 0x00, 0x00, 0x76, 0x03, 0x03, 0xff, 0x0d, 0x0a])) }));
    const err = await probeError(probeSmtp(plain(port)));
    expect(err.stage).toBe(SmtpProbeStage.Banner);
  });

  it('stops reading a reply beyond the size cap (no newline ever)', async () => {
    const { port } = await started(startRaw({ onConnect: (s) => s.write(Buffer.alloc(200 * 1024, 'a')) }));
    const err = await probeError(probeSmtp({ ...plain(port), maxReplyBytes: 64 * 1024 }));
    expect(err).toMatchObject({ stage: SmtpProbeStage.Banner, code: 'EMSGSIZE' });
  });

  it('stops reading an endless multi-line EHLO answer', async () => {
    const { port } = await started(
      startRaw({
        onConnect: (s) => s.write('220 ready\r\n'),
        onLine: (s, line) => {
          if (line.startsWith('EHLO')) s.write('250-FEATURE\r\n'.repeat(10_000));
        },
      }),
    );
    const err = await probeError(probeSmtp(plain(port)));
    expect(err).toMatchObject({ stage: SmtpProbeStage.Ehlo, code: 'EMSGSIZE' });
  });

  it('reads multi-line banners and legacy AUTH= lines', async () => {
    const { port } = await started(
      startRaw({
        onConnect: (s) => s.write('220-mail.example.org ESMTP\r\n220 no UCE\r\n'),
        onLine: (s, line) => {
          if (line.startsWith('EHLO')) s.write('250-mail.example.org\r\n250-AUTH LOGIN PLAIN\r\n250-AUTH=LOGIN XOAUTH2\r\n250 8BITMIME\r\n');
          if (line === 'QUIT') s.end('221 bye\r\n');
        },
      }),
    );
    const caps = await probeSmtp(plain(port));
    expect(caps.banner).toBe('mail.example.org ESMTP\nno UCE');
    expect(caps.all).toEqual(['AUTH LOGIN PLAIN', 'AUTH=LOGIN XOAUTH2', '8BITMIME']);
    expect(caps.auth).toEqual(['LOGIN', 'PLAIN', 'XOAUTH2']);
  });

  it('refuses answers to commands never sent', async () => {
    const { port } = await started(startRaw({ onConnect: (s) => s.write('220 ready\r\n250 unasked\r\n') }));
    const err = await probeError(probeSmtp(plain(port)));
    expect(err).toMatchObject({ stage: SmtpProbeStage.Ehlo, code: 'EPROTO' });
  });

  it('reports a 554 greeting at the banner stage', async () => {
    const { port } = await started(startRaw({ onConnect: (s) => s.end('554 no service for you\r\n') }));
    const err = await probeError(probeSmtp(plain(port)));
    expect(err.stage).toBe(SmtpProbeStage.Banner);
    expect(err.message).toMatch(/refused the session: 554 no service for you/);
  });

  it('reports a refused EHLO', async () => {
    const { port } = await started(startRaw({ onConnect: (s) => s.write('220 ready\r\n'), onLine: (s) => s.write('502 5.5.1 unrecognized\r\n') }));
    const err = await probeError(probeSmtp(plain(port)));
    expect(err.stage).toBe(SmtpProbeStage.Ehlo);
    expect(err.message).toMatch(/refused EHLO: 502/);
  });

  it('reports a connection closed before EHLO was answered', async () => {
    const { port } = await started(startRaw({ onConnect: (s) => s.write('220 ready\r\n'), onLine: (s) => s.destroy() }));
    const err = await probeError(probeSmtp(plain(port)));
    expect(err.stage).toBe(SmtpProbeStage.Ehlo);
  });

  it('refuses data sent after the 220 to STARTTLS (command injection)', async () => {
    const { port } = await started(
      startRaw({
        onConnect: (s) => s.write('220 ready\r\n'),
        onLine: (s, line) => {
          if (line.startsWith('EHLO')) s.write('250-mail.test\r\n250 STARTTLS\r\n');
          if (line === 'STARTTLS') s.write('220 go ahead\r\n250 injected\r\n');
        },
      }),
    );
    const err = await probeError(probeSmtp(plain(port)));
    expect(err.stage).toBe(SmtpProbeStage.StartTls);
    expect(err.message).toMatch(/after agreeing to STARTTLS/);
  });

  it('reports a STARTTLS that is offered but refused', async () => {
    const { port } = await started(
      startRaw({
        onConnect: (s) => s.write('220 ready\r\n'),
        onLine: (s, line) => {
          if (line.startsWith('EHLO')) s.write('250-mail.test\r\n250 STARTTLS\r\n');
          if (line === 'STARTTLS') s.write('454 4.7.0 TLS not available\r\n');
        },
      }),
    );
    const err = await probeError(probeSmtp(plain(port)));
    expect(err.stage).toBe(SmtpProbeStage.StartTls);
    expect(err.message).toMatch(/454/);
  });

  it('reports a refused connection at the connect stage', async () => {
    const { port, close } = await startRaw({});
    await close();
    const err = await probeError(probeSmtp(plain(port)));
    expect(err).toMatchObject({ stage: SmtpProbeStage.Connect, code: 'ECONNREFUSED' });
  });

  it('never connects to a link-local (cloud metadata) address', async () => {
    const err = await probeError(probeSmtp({ host: '169.254.169.254', port: 25, secure: false, timeoutMs: 1000 }));
    expect(err).toMatchObject({ stage: SmtpProbeStage.Connect, code: 'EADDRREFUSED' });
  });

  it('rejects bad options with an SmtpProbeError, not a throw', async () => {
    await expect(probeSmtp({ host: 'mail.test', port: 0, secure: false, timeoutMs: 1000 })).rejects.toBeInstanceOf(SmtpProbeError);
    await expect(probeSmtp({ host: 'bad host\r\nQUIT', port: 25, secure: false, timeoutMs: 1000 })).rejects.toBeInstanceOf(SmtpProbeError);
    await expect(probeSmtp({ host: 'mail.test', port: 25, secure: false, timeoutMs: 1000, clientName: 'x\r\nRSET' })).rejects.toBeInstanceOf(SmtpProbeError);
    await expect(probeSmtp(null as never)).rejects.toBeInstanceOf(SmtpProbeError);
  });
});

describe('authMechanisms', () => {
  it('reads AUTH and AUTH= lines, upper-cases and de-duplicates', () => {
    expect(authMechanisms(['SIZE 1000', 'auth plain login', 'AUTH=LOGIN', 'AUTH=xoauth2 OAUTHBEARER', 'AUTHX FOO'])).toEqual(['PLAIN', 'LOGIN', 'XOAUTH2', 'OAUTHBEARER']);
  });
});
