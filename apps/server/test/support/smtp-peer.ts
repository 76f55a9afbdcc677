import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP peer: every message it accepts is parsed; while `down` it refuses connections, and
 * while held it answers them only once released.
 */
export class SmtpPeer {
  readonly received: ParsedMail[] = [];
  connections = 0;
  down = false;
  #held: Promise<void> = Promise.resolve();
  readonly server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would otherwise upgrade to a self-signed certificate.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 100 * 1024 * 1024,
    onConnect: (_session, callback) => {
      this.connections += 1;
      if (this.down) {
        const error = new Error('Service unavailable') as Error & { responseCode: number };
        error.responseCode = 421;
        callback(error);
        return;
      }
      void this.#held.then(() => callback());
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          this.received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });

  /** Connections wait from now until the returned function is called. */
  hold(): () => void {
    let release = () => {};
    this.#held = new Promise((resolve) => {
      release = resolve;
    });
    return release;
  }

  /** Forgets what came before, such as the verification mail of a sign-up. */
  reset(): void {
    this.down = false;
    this.received.length = 0;
    this.connections = 0;
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
