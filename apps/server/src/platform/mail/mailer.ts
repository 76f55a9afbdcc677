import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { MailConfig } from '../../config/types';
import { MAIL_EXTENSION, writeOutboxFile } from '../outbox/outbox-files';

export interface MailAttachment {
  readonly filename: string;
  readonly content: Buffer;
  readonly contentType: string;
}

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /** Documents sent with the message (consent PDFs, photos): kept whole, so keep them small. */
  readonly attachments?: readonly MailAttachment[];
  /** The name shown beside the configured sender address (the user's e-mail transfer setting). */
  readonly senderName?: string;
}

/** The message as nodemailer takes it: the configured address, under the message's own name. */
function nodemailerMessage(configured: string, { senderName, ...message }: MailMessage) {
  const address = /<([^>]+)>/.exec(configured)?.[1] ?? configured.trim();
  return {
    ...message,
    from: senderName === undefined ? configured : { name: senderName, address },
    attachments: message.attachments?.map((a) => ({ ...a })),
  };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A nodemailer transport made at the first message: nodemailer stays out of start-up. */
function lazyTransport(create: (mailer: typeof nodemailer) => Transporter) {
  let transport: Promise<Transporter> | null = null;
  return {
    get: () => (transport ??= import('nodemailer').then(({ default: mailer }) => create(mailer))),
    close: () => void transport?.then((opened) => opened.close()),
  };
}

/** SMTP when configured; otherwise each message is written as an .eml file to the outbox. */
export function createMailer(config: MailConfig): Mailer {
  if (config.transport === 'smtp') {
    const transport = lazyTransport((mailer) =>
      mailer.createTransport({
        host: config.host,
        port: config.port,
        secure: config.secure,
        ...(config.user !== null
          ? { auth: { user: config.user, pass: config.password ?? '' } }
          : {}),
      }),
    );
    return {
      async send(message) {
        await (await transport.get()).sendMail(nodemailerMessage(config.from, message));
      },
      close: transport.close,
    };
  }
  // streamTransport builds the exact RFC 822 message SMTP would have carried.
  const builder = lazyTransport((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true }),
  );
  return {
    async send(message) {
      const info = await (await builder.get()).sendMail(nodemailerMessage(config.from, message));
      await writeOutboxFile(config.outboxDir, MAIL_EXTENSION, info.message as Buffer);
    },
    close: builder.close,
  };
}
