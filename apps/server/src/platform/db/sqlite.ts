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
  type SqliteStatement,
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

type CachedStatement = SqliteStatement & { readonly busy: boolean };

/**
 * better-sqlite3 builds each row object through V8's C++ API one property at a time, which for a
 * page of 100 photos of 33 columns cost more than SQLite's own work (1.3 ms against 0.55 ms,
 * issue 24). Reading rows as arrays and building the objects from one object literal per
 * statement gives the same objects, with the same keys in the same order, at about half the
 * cost. A later column of the same name wins, as it does in better-sqlite3's own objects.
 */
function withObjectRows(statement: BetterSqlite3.Statement): CachedStatement {
  if (!statement.reader) return statement as unknown as CachedStatement;
  const columns = statement.columns().map((column) => column.name);
  // A "__proto__" key in an object literal sets the prototype instead of a property.
  if (columns.includes('__proto__')) return statement as unknown as CachedStatement;
  statement.raw(true);
  const toObject = objectRowBuilder(columns);
  return {
    reader: true,
    get busy() {
      return statement.busy;
    },
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toObject),
    *iterate(parameters) {
      for (const row of statement.iterate(parameters) as IterableIterator<unknown[]>) {
        yield toObject(row);
      }
    },
    run: (parameters) => statement.run(parameters),
  };
}

/** `(row) => ({ "id": row[0], "name": row[1], … })`: one hidden class, built in one step. */
function objectRowBuilder(columns: readonly string[]): (row: unknown[]) => unknown {
  const properties = columns.map((name, index) => `${JSON.stringify(name)}: row[${index}]`);
  // Column names come from the app's own SQL, never from a request.
  return new Function('row', `return { ${properties.join(', ')} };`) as (row: unknown[]) => unknown;
}

/**
 * Kysely prepares every statement it runs: compiling them was about 6 % of the server's time for
 * a page of photos (issue 24, decision 0060). Statements are kept by their SQL, least recently
 * used out. Kysely runs one statement at a time on the connection; one still being iterated (a
 * stream) is busy, and a second use gets a statement of its own.
 */
function withStatementCache(connection: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, CachedStatement>();
  return {
    close: () => connection.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached?.busy) return withObjectRows(connection.prepare(sql));
      statements.delete(sql);
      const statement = cached ?? withObjectRows(connection.prepare(sql));
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
