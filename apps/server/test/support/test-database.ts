import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig, SqlDialect } from '../../src/config/types';

export interface TestDatabase {
  readonly dialect: SqlDialect;
  readonly config: DatabaseConfig;
  /** Deletes the database (and its folder for SQLite). */
  drop(): Promise<void>;
}

/** The dialect of the running Vitest project: server-sqlite or server-postgres. */
export function testDialect(): SqlDialect {
  const dialect = process.env.TEST_DB_DIALECT ?? 'sqlite';
  if (dialect !== 'sqlite' && dialect !== 'postgres') {
    throw new Error(`TEST_DB_DIALECT must be sqlite or postgres, got ${dialect}`);
  }
  return dialect;
}

function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // Failing loudly: a postgres run without a server must not look like a passing one.
    throw new Error('The server-postgres project needs TEST_DATABASE_URL=postgres://…');
  }
  return url;
}

/**
 * A database no other test file or run can see: a new SQLite file in a temp folder, or a new
 * PostgreSQL database pd_test_<random> on the TEST_DATABASE_URL server, dropped afterwards.
 */
export async function createTestDatabase(
  dialect: SqlDialect = testDialect(),
): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const directory = await mkdtemp(path.join(tmpdir(), 'pd-test-db-'));
    return {
      dialect,
      config: { dialect, file: path.join(directory, 'test.sqlite') },
      drop: () => rm(directory, { recursive: true, force: true }),
    };
  }
  const serverUrl = testDatabaseUrl();
  const name = `pd_test_${randomBytes(8).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dialect,
    config: { dialect, url: url.toString() },
    async drop() {
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
