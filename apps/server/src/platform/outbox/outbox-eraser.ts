import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadSimpleParser } from './mail-parser';
import { MAIL_EXTENSION, SMS_EXTENSION } from './outbox-files';

export interface OutboxRecipient {
  readonly email: string;
  readonly phoneNumber: string | null;
}

async function namesIn(directory: string): Promise<string[]> {
  try {
    return await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Every address a stored mail was sent to, lower-cased. */
async function mailRecipients(content: Buffer): Promise<string[]> {
  // Only account deletion reads mails here: the parser stays out of start-up.
  const simpleParser = await loadSimpleParser();
  const mail = await simpleParser(content);
  const groups = [mail.to, mail.cc, mail.bcc].flatMap((group) =>
    group === undefined ? [] : Array.isArray(group) ? group : [group],
  );
  return groups.flatMap((group) =>
    group.value.flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : [])),
  );
}

/**
 * The embedded default keeps mails and SMS in outbox folders, where administrators read them.
 * When an account is deleted, the messages sent to it (verification links, codes) go too: the
 * right to erasure covers everything that names the user (issue 27).
 */
export class OutboxEraser {
  readonly #directories: readonly string[];

  constructor(directories: readonly string[]) {
    this.#directories = [...new Set(directories)];
  }

  /** Deletes the mails to that address and the SMS to that number; returns how many. */
  async eraseMessagesTo(recipient: OutboxRecipient): Promise<number> {
    const email = recipient.email.toLowerCase();
    let erased = 0;
    for (const directory of this.#directories) {
      for (const name of await namesIn(directory)) {
        if (name.startsWith('.')) continue;
        const file = path.join(directory, name);
        if (await this.#isFor(file, name, email, recipient.phoneNumber)) {
          await rm(file, { force: true });
          erased += 1;
        }
      }
    }
    return erased;
  }

  async #isFor(
    file: string,
    name: string,
    email: string,
    phoneNumber: string | null,
  ): Promise<boolean> {
    let content: Buffer;
    try {
      content = await readFile(file);
    } catch (error) {
      // Erased meanwhile by another node deleting the same account.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
    if (name.endsWith(SMS_EXTENSION)) {
      if (phoneNumber === null) return false;
      const sms = JSON.parse(content.toString('utf8')) as { to?: unknown };
      return sms.to === phoneNumber;
    }
    if (name.endsWith(MAIL_EXTENSION)) return (await mailRecipients(content)).includes(email);
    return false;
  }
}
