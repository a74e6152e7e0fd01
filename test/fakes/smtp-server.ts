import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback (plain text, no STARTTLS) that records what it receives, for
 * tests of the mail outbox: each accepted message is parsed with mailparser (headers, text,
 * attachments as Buffers) and kept in `messages`. It can require AUTH PLAIN/LOGIN, answer DATA with
 * a 4xx/5xx failure (`failData`), or hold the DATA reply until `release()` (`holdData`) to act as a
 * slow or dying hand-off. With `saveDir` each message is also written as <n>.eml + <n>.json, for a
 * test running in another process. `close()` destroys open connections so it returns at once.
 */
export interface ReceivedAttachment { filename: string; contentType: string; content: Buffer }

export interface ReceivedMail {
  envelopeFrom: string; envelopeTo: string[];
  /** header From as text */
  from: string;
  /** header To as text, e.g. '"Hiring Manager" <jobs@acme.test>' */
  to: string;
  replyTo?: string;
  subject: string; text: string;
  attachments: ReceivedAttachment[];
  raw: Buffer;
}

export interface SmtpFakeOptions {
  /** Require AUTH PLAIN/LOGIN with these credentials (otherwise auth is optional and any is accepted). */
  auth?: { user: string; pass: string };
  /** Reply to DATA with this permanent or temporary failure code (e.g. 451 or 550) instead of accepting. */
  failData?: { code: number; message: string };
  /** Hold the reply to DATA until release() is called (to simulate a slow or dying hand-off). */
  holdData?: boolean;
  /** Also write each received message as <n>.eml plus <n>.json (ReceivedMail without raw, attachments as {filename, contentType, size, sha256}) into this directory, so a test in another process can read them. */
  saveDir?: string;
}

export interface SmtpFake {
  host: string; port: number;
  messages: ReceivedMail[];
  /** Number of DATA commands started (including held/failed ones). */
  dataStarted(): number;
  /** Resolves when at least n messages have been received, rejects after timeoutMs (default 5000). */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Lets the DATA replies held so far go through (accepting them); `holdData` stays as configured. */
  release(): void;
  /** Change failData/holdData while running; applies to DATA commands started from now on. */
  configure(options: Partial<Pick<SmtpFakeOptions, 'failData' | 'holdData'>>): void;
  close(): Promise<void>;
}

const MAX_SIZE = 25 * 1024 * 1024;

function smtpError(responseCode: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode });
}

const addressText = (value?: AddressObject | AddressObject[]): string =>
  (Array.isArray(value) ? value : value ? [value] : []).map((a) => a.text).join(', ');

function save(dir: string, n: number, mail: ReceivedMail): void {
  const { raw, attachments, ...rest } = mail;
  writeFileSync(join(dir, `${n}.eml`), raw);
  const summary = attachments.map(({ filename, contentType, content }) => ({
    filename,
    contentType,
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
  }));
  // written under a temporary name first: once <n>.json exists, both files are complete
  writeFileSync(join(dir, `${n}.json.tmp`), `${JSON.stringify({ ...rest, attachments: summary }, null, 2)}\n`);
  renameSync(join(dir, `${n}.json.tmp`), join(dir, `${n}.json`));
}

export async function startSmtpFake(options: SmtpFakeOptions = {}): Promise<SmtpFake> {
  const current = { failData: options.failData, holdData: options.holdData ?? false };
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const sockets = new Set<Socket>();
  let held: Array<() => void> = [];
  let started = 0;
  if (options.saveDir) mkdirSync(options.saveDir, { recursive: true });

  const record = (mail: ReceivedMail): void => {
    messages.push(mail);
    if (options.saveDir) save(options.saveDir, messages.length, mail);
    for (const check of [...waiters]) check();
  };

  const server = new SMTPServer({
    name: 'localhost',
    banner: 'Waypoint SMTP test fake',
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: !options.auth,
    disableReverseLookup: true,
    size: MAX_SIZE,
    closeTimeout: 100,
    onAuth(auth, _session, callback) {
      const { auth: required } = options;
      if (required && (auth.username !== required.user || auth.password !== required.pass)) {
        return callback(smtpError(535, 'Authentication credentials invalid'));
      }
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      started++;
      const { mailFrom, rcptTo } = session.envelope;
      const envelopeFrom = mailFrom ? mailFrom.address : '';
      const envelopeTo = rcptTo.map((r) => r.address);
      // decided when DATA starts, so a release() right after dataStarted() never misses it
      const gate = current.holdData ? new Promise<boolean>((resolve) => held.push(() => resolve(true))) : Promise.resolve(false);
      const chunks: Buffer[] = [];
      let replied = false;
      const reply = (err?: Error): void => {
        if (replied) return;
        replied = true;
        callback(err);
      };
      stream.on('data', (chunk: Buffer) => {
        if (!stream.sizeExceeded) chunks.push(chunk);
      });
      stream.once('error', (err: Error) => reply(smtpError(451, `Error reading message: ${err.message}`)));
      stream.once('end', () => {
        void gate
          .then(async (released) => {
            if (stream.sizeExceeded) return reply(smtpError(552, `Message exceeds fixed maximum message size ${MAX_SIZE}`));
            if (!released && current.failData) return reply(smtpError(current.failData.code, current.failData.message));
            const raw = Buffer.concat(chunks);
            const parsed = await simpleParser(raw);
            record({
              envelopeFrom,
              envelopeTo,
              from: addressText(parsed.from),
              to: addressText(parsed.to),
              ...(parsed.replyTo ? { replyTo: addressText(parsed.replyTo) } : {}),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content })),
              raw,
            });
            reply();
          })
          .catch((err: Error) => reply(smtpError(451, `Could not process message: ${err.message}`)));
      });
    },
  });
  server.on('error', () => undefined); // client resets and destroyed sockets land here
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as { port: number }).port;

  return {
    host: '127.0.0.1',
    port,
    messages,
    dataStarted: () => started,
    waitFor: (n, timeoutMs = 5000) =>
      new Promise<ReceivedMail[]>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`SMTP fake: expected ${n} message(s), got ${messages.length} within ${timeoutMs} ms`));
        }, timeoutMs);
        function check(): void {
          if (messages.length < n) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve([...messages]);
        }
        waiters.add(check);
        check();
      }),
    release: () => {
      const open = held;
      held = [];
      open.forEach((go) => go());
    },
    configure: (changes) => void Object.assign(current, changes),
    close: () =>
      new Promise<void>((resolve) => {
        held = [];
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
