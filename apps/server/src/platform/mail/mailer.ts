import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../../config';
import { MAIL_EXTENSION, writeOutboxFile } from '../outbox/outbox-files';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when configured; otherwise each message is written as an .eml file to the outbox. */
export function createMailer(config: MailConfig): Mailer {
  if (config.transport === 'smtp') {
    const transport: Transporter = nodemailer.createTransport({
      host: config.host,
      port: config.port,
      secure: config.secure,
      ...(config.user !== null ? { auth: { user: config.user, pass: config.password ?? '' } } : {}),
    });
    return {
      async send(message) {
        await transport.sendMail({ from: config.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  // streamTransport builds the exact RFC 822 message SMTP would have carried.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await builder.sendMail({ from: config.from, ...message });
      await writeOutboxFile(config.outboxDir, MAIL_EXTENSION, info.message as Buffer);
    },
    close: () => builder.close(),
  };
}
