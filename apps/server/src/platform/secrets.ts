import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The configured secret, else one generated on first start and kept in DATA_DIR (mode 0600) so
 * signed links and sessions stay valid across restarts. Written whole to a temp file then hard-linked into place:
 * link() fails if the file exists, so concurrent first starts agree on one complete secret.
 */
export async function loadOrCreateSecret(
  configured: string | null,
  dataDir: string,
  fileName: string,
): Promise<string> {
  if (configured !== null) return configured;
  const file = path.join(dataDir, fileName);
  await mkdir(dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    await link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(temp, { force: true });
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`The secret in ${file} is too short`);
  return secret;
}
