import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite, openSqliteConnection } from '../../src/platform/db/sqlite';
import { createTempDir, type TempDir } from '../support/test-config';

const run = promisify(execFile);
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const WORKER = fileURLToPath(new URL('./increment-worker.ts', import.meta.url));
const PROCESSES = 4;
const INCREMENTS_EACH = 5;

let directory: TempDir;
let file: string;

beforeAll(async () => {
  directory = await createTempDir('sqlite-immediate');
  file = path.join(directory.path, 'counter.sqlite');
  const connection = openSqliteConnection(file);
  connection.exec('create table counter (id integer primary key, value integer not null)');
  connection.exec('insert into counter (id, value) values (1, 0)');
  connection.close();
});

afterAll(async () => {
  await directory?.remove();
});

describe('SQLite write transactions', () => {
  it('open with the pragmas the design requires', async () => {
    const db = openSqlite(file);
    const connection = openSqliteConnection(file);
    expect(connection.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(connection.pragma('synchronous', { simple: true })).toBe(2);
    expect(connection.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(connection.pragma('busy_timeout', { simple: true })).toBe(5000);
    connection.close();
    await db.destroy();
  });

  it('begin immediate: concurrent read-modify-write increments from several processes all count', async () => {
    // Separate processes, each with its own connection: within one process Kysely already
    // serialises transactions on its single connection, so only this shows the lock mode.
    const startAt = Date.now() + 2_000;
    const results = await Promise.all(
      Array.from({ length: PROCESSES }, () =>
        run(
          process.execPath,
          ['--import', 'tsx', WORKER, file, String(INCREMENTS_EACH), String(startAt)],
          {
            cwd: SERVER_DIR,
          },
        ),
      ),
    );
    const failures = results.map(
      (result) => (JSON.parse(result.stdout) as { failures: number }).failures,
    );
    expect(failures).toEqual(Array(PROCESSES).fill(0));
    const connection = openSqliteConnection(file);
    const row = connection.prepare('select value from counter where id = 1').get() as {
      value: number;
    };
    connection.close();
    expect(row.value).toBe(PROCESSES * INCREMENTS_EACH);
  });
});
