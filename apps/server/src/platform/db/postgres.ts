import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from './schema';

const INT8_OID = 20;

/**
 * pg returns int8 as a string because it may exceed 2^53; our int8 columns hold epoch-ms times
 * and byte sizes, far below that, and must read as numbers like on SQLite.
 */
const portableTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID && format !== 'binary') return (value: string) => Number(value);
    return format === undefined ? pg.types.getTypeParser(oid) : pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export function createPostgresPool(connectionString: string, max = 10): pg.Pool {
  return new pg.Pool({ connectionString, max, types: portableTypes, keepAlive: true });
}

export function openPostgres(connectionString: string, logger: Logger): Kysely<Database> {
  const pool = createPostgresPool(connectionString);
  // An idle client losing its server connection emits here; without a listener it would crash.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle PostgreSQL connection failed'));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** likeInsensitive relies on lower() folding accented capitals, which needs a UTF-8 ctype. */
export async function checkUnicodeLower(db: Kysely<Database>, logger: Logger): Promise<void> {
  const { rows } = await sql<{ folded: string }>`select lower('É') as folded`.execute(db);
  if (rows[0]?.folded !== 'é') {
    logger.warn(
      'PostgreSQL lower() does not fold accented capitals (database LC_CTYPE is not UTF-8 aware): ' +
        'case-insensitive search will miss names like ÉLODIE. Create the database with ' +
        "LC_CTYPE 'C.UTF-8' or a UTF-8 locale.",
    );
  }
}
