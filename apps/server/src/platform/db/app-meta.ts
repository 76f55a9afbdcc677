import type { Kysely } from 'kysely';
import { newId, nowMs } from './portable';
import type { Database } from './schema';

const INSTALLATION_ID = 'installation_id';

/** The first node to start records the installation id; later nodes keep it. */
export async function ensureInstallationId(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('app_meta')
    .values({ key: INSTALLATION_ID, value: newId(), updated_at: nowMs() })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const installationId = await readInstallationId(db);
  if (installationId === null) throw new Error('The installation id could not be recorded');
  return installationId;
}

export async function readInstallationId(db: Kysely<Database>): Promise<string | null> {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', INSTALLATION_ID)
    .executeTakeFirst();
  return row?.value ?? null;
}
