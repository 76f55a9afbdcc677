import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite, openSqliteConnection } from '../../src/platform/db/sqlite';
import { createTempDir, type TempDir } from '../support/test-config';

let directory: TempDir;
let file: string;
let db: Kysely<unknown>;

beforeAll(async () => {
  directory = await createTempDir('sqlite-object-rows');
  file = path.join(directory.path, 'rows.sqlite');
  const connection = openSqliteConnection(file);
  connection.exec(
    'create table item (id text primary key, label text, size integer, weight real, data blob)',
  );
  connection
    .prepare('insert into item values (?, ?, ?, ?, ?)')
    .run('a', 'première', 12, 1.5, Buffer.from([1, 2, 3]));
  connection.prepare('insert into item values (?, ?, ?, ?, ?)').run('b', null, null, null, null);
  connection.close();
  db = openSqlite(file) as unknown as Kysely<unknown>;
});

afterAll(async () => {
  await db?.destroy();
  await directory?.remove();
});

/** What better-sqlite3 itself returns as objects, for the same SQL. */
function referenceRows(query: string): unknown[] {
  const connection = openSqliteConnection(file);
  try {
    return connection.prepare(query).all();
  } finally {
    connection.close();
  }
}

async function appRows(query: string): Promise<unknown[]> {
  return (await sql.raw(query).execute(db)).rows;
}

describe('rows read through the app’s SQLite connection', () => {
  it('are the objects better-sqlite3 builds: same keys in the same order, same values', async () => {
    for (const query of [
      'select * from item order by id',
      'select id, count(*) as "count(*)", size * 2 from item group by id order by id',
      'select 1 as a, 2 as b, 3 as a',
      'select id as "__proto__" from item order by id',
      'select id as "quote""d key", label as "line\nbreak" from item order by id',
      "select * from item where id = 'none'",
    ]) {
      const rows = await appRows(query);
      const reference = referenceRows(query);
      expect(rows).toEqual(reference);
      expect(rows.map((row) => Object.keys(row as object))).toEqual(
        reference.map((row) => Object.keys(row as object)),
      );
    }
  });

  it('stream as the same objects', async () => {
    const streamed: unknown[] = [];
    const items = db as unknown as Kysely<{ item: { id: string } }>;
    for await (const row of items.selectFrom('item').selectAll().orderBy('id').stream()) {
      streamed.push(row);
    }
    expect(streamed).toEqual(referenceRows('select * from item order by id'));
  });

  it('come back from writes with RETURNING, and plain writes still count their changes', async () => {
    const inserted = await sql
      .raw("insert into item (id, label) values ('c', 'troisième') returning id, label")
      .execute(db);
    expect(inserted.rows).toEqual([{ id: 'c', label: 'troisième' }]);
    const updated = await sql.raw("update item set size = 7 where id in ('b', 'c')").execute(db);
    expect(updated.numAffectedRows).toBe(2n);
  });
});
