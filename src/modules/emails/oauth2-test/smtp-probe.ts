import { connect as netConnect, isIP, type Socket } from 'node:net';
import { hostname as osHostname } from 'node:os';
import { checkServerIdentity, connect as tlsConnect, type TLSSocket } from 'node:tls';
import { AddressPolicy, literalIp, policyLookup, refusalReason } from '../../../core/outbound/address-policy';
import { excerpt } from '../../../core/util/excerpt';

/** Where an SMTP probe stopped. */
export enum SmtpProbeStage {
  Connect = 'connect',
  Banner = 'banner',
  Ehlo = 'ehlo',
  StartTls = 'starttls',
  Tls = 'tls',
}

/** The only error `probeSmtp` rejects with; `message` is one sentence safe to show an administrator. */
export class SmtpProbeError extends Error {
  constructor(
    readonly stage: SmtpProbeStage,
    message: string,
    /** The socket or TLS error code behind it (ECONNREFUSED, DEPTH_ZERO_SELF_SIGNED_CERT…), when there is one. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'SmtpProbeError';
  }
}

export interface SmtpProbeOptions {
  host: string;
  port: number;
  /** TLS from the first byte (port 465). false: plain, upgraded with STARTTLS when the server offers it. */
  secure: boolean;
  /** The whole probe, connect to QUIT. */
  timeoutMs: number;
  /** The name the certificate must carry (and SNI), when it differs from `host` (e.g. `host` is an IP). */
  servername?: string;
  /**
   * Accept a self-signed or privately issued certificate (tests, lab servers). The name on the
   * certificate is still checked. Off by default: the certificate must chain to a trusted root.
   */
  allowSelfSigned?: boolean;
  /** Largest single reply accepted (the banner, an EHLO answer). Default 64 KB. */
  maxReplyBytes?: number;
  /** The EHLO argument; default the machine's host name when it is a domain, else [127.0.0.1]. */
  clientName?: string;
  /** Sees every line of the conversation (there is no AUTH in it, so no secret), for a debug transcript. */
  onLine?: (direction: 'client' | 'server', line: string) => void;
}

export interface SmtpCapabilities {
  host: string;
  port: number;
  /** The capabilities were read over TLS: implicit TLS, or upgraded with STARTTLS. */
  secure: boolean;
  /** The 220 greeting's text, lines joined with \n. */
  banner: string;
  /** AUTH mechanisms (PLAIN, LOGIN, XOAUTH2, OAUTHBEARER…), upper case, from `AUTH …` and legacy `AUTH=…` lines. */
  auth: string[];
  /** Every EHLO capability line (the greeting line excluded), as the server sent it. */
  all: string[];
  /** The server offered STARTTLS on the plain connection and the probe upgraded with it. */
  startTls: boolean;
}

export const SMTP_PROBE_DEFAULTS = { maxReplyBytes: 64 * 1024, maxTimeoutMs: 120_000 };
/** The SASL mechanisms that sign in with an OAuth2 access token. */
export const OAUTH2_SASL_MECHANISMS = ['XOAUTH2', 'OAUTHBEARER'];

/** Whether the server lets clients sign in with an OAuth2 token. */
export function supportsOAuth2(capabilities: Pick<SmtpCapabilities, 'auth'>): boolean {
  return capabilities.auth.some((m) => OAUTH2_SASL_MECHANISMS.includes(m));
}

/** AUTH mechanisms of EHLO capability lines: `AUTH PLAIN LOGIN`, and the legacy `AUTH=LOGIN PLAIN` (old Outlook clients). */
export function authMechanisms(lines: string[]): string[] {
  const mechanisms = new Set<string>();
  for (const line of lines) {
    const match = /^AUTH(?:\s+|=)(.*)$/i.exec(line.trim());
    if (!match) continue;
    for (const m of match[1].split(/\s+/)) if (/^[A-Z0-9_-]{1,40}$/i.test(m)) mechanisms.add(m.toUpperCase());
  }
  return [...mechanisms];
}

/**
 * Connects to an SMTP server and reads what it offers, signing in to nothing: the 220 banner, EHLO,
 * STARTTLS when the plain connection offers it (then EHLO again over TLS, as servers often list
 * AUTH only there), QUIT. Bounded by `timeoutMs` as a whole and by a cap on each reply; rejects
 * only with an SmtpProbeError naming the stage. The host is an operator's (SMTP_HOST), so the
 * operator address policy applies: no link-local or metadata addresses.
 */
export function probeSmtp(options: SmtpProbeOptions): Promise<SmtpCapabilities> {
  try {
    return new SmtpProbe(options).run();
  } catch (err) {
    return Promise.reject(asProbeError(err, SmtpProbeStage.Connect));
  }
}

interface Reply {
  code: number;
  lines: string[];
}

/** A self-signed certificate, or one of a private CA: what `allowSelfSigned` lets through. */
const SELF_SIGNED = new Set(['DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN', 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE']);
const CLIENT_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f.:]+\])$/i;
const LF = 0x0a;

class SmtpProbe {
  private stage = SmtpProbeStage.Connect;
  private socket?: Socket;
  private pending: Buffer = Buffer.alloc(0);
  private current: Reply | null = null;
  private currentBytes = 0;
  private readonly ready: Reply[] = [];
  private replyWaiter?: (reply: Reply) => void;
  private rejectWaiter?: (err: SmtpProbeError) => void;
  private failure?: SmtpProbeError;
  private settled = false;
  private timer?: NodeJS.Timeout;
  private readonly maxReplyBytes: number;
  private readonly clientName: string;
  private readonly servername?: string;
  /** `host` without the brackets of an IPv6 literal. */
  private readonly bareHost: string;

  constructor(private readonly opts: SmtpProbeOptions) {
    const { host, port, timeoutMs } = opts;
    if (typeof host !== 'string' || !/^[a-z0-9.:[\]-]{1,253}$/i.test(host)) throw new SmtpProbeError(SmtpProbeStage.Connect, 'the SMTP host is not a valid host name');
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new SmtpProbeError(SmtpProbeStage.Connect, 'the SMTP port must be an integer between 1 and 65535');
    if (!Number.isFinite(timeoutMs) || timeoutMs <= 0 || timeoutMs > SMTP_PROBE_DEFAULTS.maxTimeoutMs) {
      throw new SmtpProbeError(SmtpProbeStage.Connect, `the probe timeout must be between 1 and ${SMTP_PROBE_DEFAULTS.maxTimeoutMs} ms`);
    }
    this.maxReplyBytes = opts.maxReplyBytes ?? SMTP_PROBE_DEFAULTS.maxReplyBytes;
    this.clientName = opts.clientName ?? defaultClientName();
    if (!CLIENT_NAME.test(this.clientName)) throw new SmtpProbeError(SmtpProbeStage.Connect, 'the EHLO name must be a domain name or an address literal');
    this.bareHost = host.replace(/^\[|\]$/g, '');
    this.servername = opts.servername ?? (isIP(this.bareHost) ? undefined : this.bareHost);
  }

  run(): Promise<SmtpCapabilities> {
    return new Promise<SmtpCapabilities>((resolve, reject) => {
      const seconds = Math.round(this.opts.timeoutMs / 100) / 10;
      this.timer = setTimeout(() => this.fail(new SmtpProbeError(this.stage, this.timeoutMessage(seconds), 'ETIMEDOUT')), this.opts.timeoutMs);
      this.converse().then(
        (capabilities) => {
          if (this.settled) return;
          this.settled = true;
          clearTimeout(this.timer);
          this.quit();
          resolve(capabilities);
        },
        (err: unknown) => {
          this.fail(asProbeError(err, this.stage));
          reject(this.failure);
        },
      );
    });
  }

  private async converse(): Promise<SmtpCapabilities> {
    const { host, port } = this.opts;
    await this.connect();
    let secure = false;
    if (this.opts.secure) {
      await this.upgrade();
      secure = true;
    }

    this.stage = SmtpProbeStage.Banner;
    const banner = await this.nextReply();
    if (banner.code !== 220) throw new SmtpProbeError(this.stage, `the server refused the session: ${formatReply(banner)}`);

    let ehlo = await this.ehlo();
    let startTls = false;
    if (!secure && capabilityLines(ehlo).some((line) => /^STARTTLS$/i.test(line.trim()))) {
      this.stage = SmtpProbeStage.StartTls;
      const answer = await this.command('STARTTLS');
      if (answer.code !== 220) throw new SmtpProbeError(this.stage, `the server offered STARTTLS but refused it: ${formatReply(answer)}`);
      // Whatever followed the 220 came unprotected; read after the upgrade it would pass for a TLS-time
      // answer (STARTTLS response injection), so it ends the probe instead.
      if (this.ready.length > 0 || this.pending.length > 0 || this.current) {
        throw new SmtpProbeError(this.stage, 'the server sent data after agreeing to STARTTLS; the connection is not trustworthy');
      }
      await this.upgrade();
      secure = true;
      startTls = true;
      ehlo = await this.ehlo();
    }

    const all = capabilityLines(ehlo);
    return { host, port, secure, banner: banner.lines.join('\n'), auth: authMechanisms(all), all, startTls };
  }

  private connect(): Promise<void> {
    this.stage = SmtpProbeStage.Connect;
    const { host, port } = this.opts;
    const ip = literalIp(host);
    const refused = ip ? refusalReason(ip, AddressPolicy.Operator) : null;
    if (refused) return Promise.reject(new SmtpProbeError(this.stage, `${host} is ${refused}, which is not allowed here`, 'EADDRREFUSED'));
    return this.until<void>((done) => {
      const socket = netConnect({ host: ip ?? host, port, lookup: policyLookup(AddressPolicy.Operator) });
      this.attach(socket);
      socket.once('connect', () => done());
    });
  }

  /** TLS over the current socket: at once (implicit TLS) or after STARTTLS's 220. */
  private upgrade(): Promise<void> {
    this.stage = SmtpProbeStage.Tls;
    const plain = this.socket as Socket;
    plain.removeAllListeners('data');
    return this.until<void>((done) => {
      const secureSocket = tlsConnect({
        socket: plain,
        host: this.bareHost,
        servername: this.servername,
        rejectUnauthorized: !this.opts.allowSelfSigned,
      });
      this.attach(secureSocket);
      secureSocket.once('secureConnect', () => {
        const problem = this.certificateProblem(secureSocket);
        if (problem) return this.fail(problem);
        done();
      });
    });
  }

  /** With `allowSelfSigned` the handshake lets any certificate through; keep only untrusted-issuer errors, still check the name. */
  private certificateProblem(socket: TLSSocket): SmtpProbeError | null {
    if (socket.authorized) return null;
    const reason = String(socket.authorizationError ?? 'UNKNOWN');
    if (!this.opts.allowSelfSigned || !SELF_SIGNED.has(reason)) {
      return new SmtpProbeError(SmtpProbeStage.Tls, `the server's certificate is not valid (${reason})`, reason);
    }
    const name = this.servername ?? this.bareHost;
    const mismatch = checkServerIdentity(name, socket.getPeerCertificate());
    if (mismatch) return new SmtpProbeError(SmtpProbeStage.Tls, `the server's certificate is not for ${name}: ${mismatch.message}`, 'ERR_TLS_CERT_ALTNAME_INVALID');
    return null;
  }

  private async ehlo(): Promise<Reply> {
    this.stage = SmtpProbeStage.Ehlo;
    const reply = await this.command(`EHLO ${this.clientName}`);
    if (reply.code !== 250) throw new SmtpProbeError(this.stage, `the server refused EHLO: ${formatReply(reply)}`);
    return reply;
  }

  private command(line: string): Promise<Reply> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.ready.length > 0) return Promise.reject(new SmtpProbeError(this.stage, `the server answered before it was asked: ${formatReply(this.ready[0])}`, 'EPROTO'));
    this.trace('client', line);
    this.socket?.write(`${line}\r\n`);
    return this.nextReply();
  }

  private nextReply(): Promise<Reply> {
    const reply = this.ready.shift();
    if (reply) return Promise.resolve(reply);
    return this.until<Reply>((done) => {
      this.replyWaiter = done;
    });
  }

  /** A wait that fail() can end: the timeout, a socket error, or a malformed reply rejects it. */
  private until<T>(start: (done: (value: T) => void) => void): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<T>((resolve, reject) => {
      this.rejectWaiter = reject;
      start((value) => {
        this.rejectWaiter = undefined;
        resolve(value);
      });
    });
  }

  private attach(socket: Socket): void {
    this.socket = socket;
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', (err: Error) => this.fail(this.socketError(err)));
    socket.on('close', () => this.fail(new SmtpProbeError(this.stage, this.closedMessage(), 'ECONNRESET')));
  }

  private onData(chunk: Buffer): void {
    if (this.failure || this.settled) return;
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    let newline: number;
    while ((newline = this.pending.indexOf(LF)) !== -1) {
      const raw = this.pending.subarray(0, newline);
      this.pending = this.pending.subarray(newline + 1);
      this.currentBytes += newline + 1;
      if (this.currentBytes > this.maxReplyBytes) return this.tooLarge();
      this.onLine(raw.toString('utf8').replace(/\r$/, ''));
      if (this.failure) return;
    }
    if (this.currentBytes + this.pending.length > this.maxReplyBytes) this.tooLarge();
  }

  private onLine(text: string): void {
    this.trace('server', text);
    const match = /^(\d{3})(?:([ -])(.*))?$/.exec(text);
    if (!match || (this.current && this.current.code !== Number(match[1]))) {
      return this.fail(new SmtpProbeError(this.stage, `the server's answer is not SMTP: "${excerpt(text, 80)}"`, 'EPROTO'));
    }
    const reply = this.current ?? { code: Number(match[1]), lines: [] };
    reply.lines.push(match[3] ?? '');
    if (match[2] === '-') {
      this.current = reply;
      return;
    }
    this.current = null;
    this.currentBytes = 0;
    const waiter = this.replyWaiter;
    if (waiter) {
      this.replyWaiter = undefined;
      waiter(reply);
    } else {
      this.ready.push(reply);
    }
  }

  private tooLarge(): void {
    this.fail(new SmtpProbeError(this.stage, `the server's answer is larger than ${Math.round(this.maxReplyBytes / 1024)} KB`, 'EMSGSIZE'));
  }

  /** The first failure wins; everything is torn down and the one waiting step rejects. */
  private fail(err: SmtpProbeError): void {
    if (this.settled || this.failure) return;
    this.failure = err;
    clearTimeout(this.timer);
    // Only the outermost socket: a TLS socket owns the plain one under it, and destroying that one
    // as well (while TLS still uses its handle) crashes Node 20 with a segmentation fault.
    this.socket?.destroy();
    const reject = this.rejectWaiter;
    this.rejectWaiter = undefined;
    this.replyWaiter = undefined;
    reject?.(err);
  }

  /** Polite goodbye without waiting on it: the capabilities are already read. */
  private quit(): void {
    const socket = this.socket;
    if (!socket) return;
    this.trace('client', 'QUIT');
    socket.end('QUIT\r\n');
    const timer = setTimeout(() => socket.destroy(), 1000);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  }

  private trace(direction: 'client' | 'server', line: string): void {
    try {
      this.opts.onLine?.(direction, line);
    } catch {
      // a transcript is a convenience; it never breaks the probe
    }
  }

  private socketError(err: Error): SmtpProbeError {
    const code = (err as NodeJS.ErrnoException).code;
    const where = `${this.opts.host}:${this.opts.port}`;
    switch (code) {
      case 'EADDRREFUSED':
        return new SmtpProbeError(this.stage, `${err.message}, which is not allowed here`, code);
      case 'ECONNREFUSED':
        return new SmtpProbeError(this.stage, `${where} refused the connection`, code);
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        return new SmtpProbeError(this.stage, `the host ${this.opts.host} was not found`, code);
      case 'EHOSTUNREACH':
      case 'ENETUNREACH':
        return new SmtpProbeError(this.stage, `${where} cannot be reached`, code);
      case 'ECONNRESET':
      case 'EPIPE':
        return new SmtpProbeError(this.stage, this.closedMessage(), code);
      default:
        if (this.stage === SmtpProbeStage.Tls && code && /CERT|SELF_SIGNED|ALTNAME|ISSUER|SIGNATURE/.test(code)) {
          return new SmtpProbeError(this.stage, `the server's certificate is not valid: ${excerpt(err.message, 200)} (${code})`, code);
        }
        if (this.stage === SmtpProbeStage.Tls) return new SmtpProbeError(this.stage, `the TLS handshake failed: ${excerpt(err.message, 200)}`, code);
        return new SmtpProbeError(this.stage, `the connection failed: ${excerpt(err.message, 200)}`, code);
    }
  }

  private closedMessage(): string {
    if (this.stage === SmtpProbeStage.Tls) return 'the server closed the connection during the TLS handshake';
    if (this.stage === SmtpProbeStage.Connect) return 'the connection was closed before it was established';
    return 'the server closed the connection before answering';
  }

  private timeoutMessage(seconds: number): string {
    if (this.stage === SmtpProbeStage.Connect) return `could not connect to ${this.opts.host}:${this.opts.port} within ${seconds} s`;
    if (this.stage === SmtpProbeStage.Tls) return `the TLS handshake did not finish within ${seconds} s`;
    return `the server did not answer within ${seconds} s`;
  }
}

function capabilityLines(ehlo: Reply): string[] {
  return ehlo.lines.slice(1).map((line) => line.trim()).filter(Boolean);
}

function formatReply(reply: Reply): string {
  return `${reply.code} ${excerpt(reply.lines.join(' '), 200)}`.trim();
}

function asProbeError(err: unknown, stage: SmtpProbeStage): SmtpProbeError {
  if (err instanceof SmtpProbeError) return err;
  return new SmtpProbeError(stage, `the probe failed: ${excerpt(err instanceof Error ? err.message : String(err), 200)}`);
}

function defaultClientName(): string {
  const name = osHostname();
  return name.includes('.') && CLIENT_NAME.test(name) ? name : '[127.0.0.1]';
}
