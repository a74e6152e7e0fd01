import { createServer, type Server, type Socket } from 'node:net';

/**
 * A small IMAP4rev1 server on loopback: greeting, CAPABILITY, LOGIN (quoted strings), LIST,
 * STATUS (UNSEEN), NOOP and LOGOUT, with tagged OK/NO answers as RFC 3501 spells them. Enough for
 * a real client (imapflow) to sign in as a Dovecot master user and read the unseen count.
 */
export class FakeImapServer {
  /** mailbox address → unseen count */
  readonly unseen = new Map<string, number>();
  readonly logins: string[] = [];
  private server?: Server;
  port = 0;

  constructor(
    readonly masterUser = 'waypoint-master',
    readonly masterPassword = 'master-secret',
  ) {}

  async start(): Promise<void> {
    this.server = createServer((socket) => this.session(socket));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private session(socket: Socket): void {
    let mailbox: string | null = null;
    let buffer = '';
    const send = (line: string) => socket.write(`${line}\r\n`);
    send('* OK [CAPABILITY IMAP4rev1 LITERAL+] Fake IMAP ready');
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const [tag, rawCommand = '', ...rest] = line.split(' ');
        const command = rawCommand.toUpperCase();
        const args = rest.join(' ');
        const strings = [...args.matchAll(/"((?:[^"\\]|\\.)*)"|(\S+)/g)].map((m) => (m[1] ?? m[2]).replace(/\\(.)/g, '$1'));
        switch (command) {
          case 'CAPABILITY':
            send('* CAPABILITY IMAP4rev1 LITERAL+');
            send(`${tag} OK CAPABILITY completed`);
            break;
          case 'LOGIN': {
            const [user, pass] = strings;
            const [box, master] = (user ?? '').split('*');
            this.logins.push(user ?? '');
            if (master === this.masterUser && pass === this.masterPassword && this.unseen.has(box)) {
              mailbox = box;
              send(`${tag} OK [CAPABILITY IMAP4rev1 LITERAL+] Logged in`);
            } else {
              send(`${tag} NO [AUTHENTICATIONFAILED] Authentication failed.`);
            }
            break;
          }
          case 'LIST':
          case 'LSUB':
            if (mailbox) send(`* ${command} (\\HasNoChildren) "/" INBOX`);
            send(`${tag} ${mailbox ? 'OK' : 'NO'} ${command} completed`);
            break;
          case 'STATUS':
            if (!mailbox) {
              send(`${tag} NO Not logged in`);
              break;
            }
            send(`* STATUS INBOX (UNSEEN ${this.unseen.get(mailbox) ?? 0})`);
            send(`${tag} OK STATUS completed`);
            break;
          case 'LOGOUT':
            send('* BYE Logging out');
            send(`${tag} OK Logout completed`);
            socket.end();
            break;
          default:
            send(`${tag} OK ${command} completed`);
        }
      }
    });
  }
}
