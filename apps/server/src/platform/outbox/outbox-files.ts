import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const MAIL_EXTENSION = '.eml';
export const SMS_EXTENSION = '.sms.json';

/**
 * Outbox names sort by time and never collide between nodes or processes:
 * `<epoch-ms>-<random>.<kind>`. Written to a temp name then renamed, so a reader never sees
 * half a message.
 */
export async function writeOutboxFile(
  outboxDir: string,
  extension: string,
  content: string | Buffer,
): Promise<string> {
  await mkdir(outboxDir, { recursive: true });
  const name = `${Date.now()}-${randomBytes(6).toString('hex')}${extension}`;
  const temp = path.join(outboxDir, `.${name}.tmp`);
  await writeFile(temp, content, { mode: 0o600 });
  await rename(temp, path.join(outboxDir, name));
  return name;
}
