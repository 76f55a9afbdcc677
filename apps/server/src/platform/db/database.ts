import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DatabaseConfig, SqlDialect } from '../../config/types';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { openSqlite } from './sqlite';

export interface AppDatabase {
  readonly db: Kysely<Database>;
  readonly dialect: SqlDialect;
  close(): Promise<void>;
}

/** The PostgreSQL driver is loaded only by installations that use it. */
async function connect(config: DatabaseConfig, logger: Logger) {
  if (config.dialect === 'sqlite') {
    return { db: openSqlite(config.file), checkServer: async () => {} };
  }
  const { checkUnicodeLower, openPostgres } = await import('./postgres');
  const db = openPostgres(config.url, logger);
  return { db, checkServer: () => checkUnicodeLower(db, logger) };
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: DatabaseConfig, logger: Logger): Promise<AppDatabase> {
  const { db, checkServer } = await connect(config, logger);
  try {
    await checkServer();
    const applied = await migrateToLatest(db as Kysely<unknown>, config.dialect);
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  } catch (error) {
    await db.destroy();
    throw error;
  }
  let closed = false;
  return {
    db,
    dialect: config.dialect,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
