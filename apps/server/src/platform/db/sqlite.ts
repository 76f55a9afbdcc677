import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import type { Database } from './schema';

const BUSY_TIMEOUT_MS = 5_000;
/** Distinct statements kept prepared; the app has a few hundred shapes of query. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely begins SQLite transactions as DEFERRED: a transaction that reads then writes holds a
 * read snapshot and fails with SQLITE_BUSY when another connection committed meanwhile.
 * BEGIN IMMEDIATE takes the write lock up front, so writers queue on busy_timeout instead.
 */
class ImmediateTransactionSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateTransactionSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateTransactionSqliteDriver(this.#config);
  }
}

export function openSqliteConnection(file: string): BetterSqlite3.Database {
  mkdirSync(path.dirname(file), { recursive: true });
  const connection = new BetterSqlite3(file);
  connection.pragma('journal_mode = WAL');
  // FULL: a committed medical record survives a power cut, at the cost of one more fsync.
  connection.pragma('synchronous = FULL');
  connection.pragma('foreign_keys = ON');
  connection.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  // SQLite's built-in lower() folds ASCII only; names like 'ÉLODIE' must match 'élodie'.
  connection.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  return connection;
}

/**
 * Kysely prepares every statement it runs: compiling them was about 6 % of the server's time for
 * a page of photos (issue 24, decision 0060). Statements are kept by their SQL, least recently
 * used out. Kysely runs one statement at a time on the connection; one still being iterated (a
 * stream) is busy, and a second use gets a statement of its own.
 */
function withStatementCache(connection: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => connection.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached?.busy) return connection.prepare(sql);
      statements.delete(sql);
      const statement = cached ?? connection.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) {
        statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
}

export function openSqlite(file: string): Kysely<Database> {
  return new Kysely<Database>({
    dialect: new ImmediateTransactionSqliteDialect({
      database: withStatementCache(openSqliteConnection(file)),
    }),
  });
}
