import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSimpleParser } from '../../platform/outbox/mail-parser';
import { MAIL_EXTENSION, SMS_EXTENSION } from '../../platform/outbox/outbox-files';

export interface OutboxItem {
  readonly id: string;
  readonly kind: 'mail' | 'sms';
  readonly to: string;
  readonly subject: string | null;
  readonly createdAt: string;
}

export interface OutboxMessage extends OutboxItem {
  readonly text: string;
}

const OUTBOX_ID = /^\d+-[0-9a-f]+\.(eml|sms\.json)$/;

function createdAtOf(id: string): string {
  return new Date(Number(id.split('-')[0])).toISOString();
}

/** Reads the mails and SMS the embedded default keeps instead of sending them. */
export class OutboxReader {
  constructor(private readonly outboxDir: string) {}

  /** Newest first, at most `limit`. */
  async list(limit: number): Promise<OutboxItem[]> {
    let names: string[];
    try {
      names = await readdir(this.outboxDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const ids = names
      .filter((name) => OUTBOX_ID.test(name))
      .sort()
      .reverse()
      .slice(0, limit);
    return Promise.all(ids.map(async (id) => this.#summary(await this.read(id))));
  }

  /** null for an unknown id; ids are checked so a request can never leave the outbox folder. */
  async read(id: string): Promise<OutboxMessage> {
    if (!OUTBOX_ID.test(id)) throw Object.assign(new Error('not an outbox id'), { code: 'ENOENT' });
    const content = await readFile(path.join(this.outboxDir, id));
    if (id.endsWith(SMS_EXTENSION)) {
      const sms = JSON.parse(content.toString('utf8')) as { to: string; text: string };
      return {
        id,
        kind: 'sms',
        to: sms.to,
        subject: null,
        text: sms.text,
        createdAt: createdAtOf(id),
      };
    }
    if (!id.endsWith(MAIL_EXTENSION)) throw new Error(`unexpected outbox file ${id}`);
    // Only administrators read the outbox: its mail parser stays out of start-up.
    const simpleParser = await loadSimpleParser();
    const mail = await simpleParser(content);
    const to = Array.isArray(mail.to)
      ? mail.to.map((a) => a.text).join(', ')
      : (mail.to?.text ?? '');
    return {
      id,
      kind: 'mail',
      to,
      subject: mail.subject ?? null,
      text: mail.text ?? '',
      createdAt: createdAtOf(id),
    };
  }

  #summary(message: OutboxMessage): OutboxItem {
    const { text: _text, ...item } = message;
    return item;
  }
}
