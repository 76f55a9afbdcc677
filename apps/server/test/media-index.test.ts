import { sql, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaRepository, type PhotoScopeFilter } from '../src/modules/media/repository';
import type { NewPhotoRow } from '../src/modules/media/repository';
import { newId } from '../src/platform/db/portable';
import { photoRow } from './support/photo-rows';
import { startTestApp, type TestApp } from './support/test-app';
import { testDialect } from './support/test-database';

let testApp: TestApp;
const userId = newId();
const patientId = newId();
const PER_USER = 3000;

function bulkRows(owner: string, count: number): NewPhotoRow[] {
  const start = Date.UTC(2020, 0, 1);
  return Array.from({ length: count }, (_, n) =>
    photoRow(owner, start + n * 60_000, {
      patient_id: n % 3 === 0 ? null : n % 3 === 1 ? patientId : newId(),
      created_at: start,
      updated_at: start,
      is_deleted: n % 50 === 0 ? 1 : 0,
    }),
  );
}

beforeAll(async () => {
  testApp = await startTestApp();
  const { db } = testApp.platform.database;
  for (const owner of [userId, newId()]) {
    const rows = bulkRows(owner, PER_USER);
    // 500 rows of 36 columns stay below SQLite's 32,766 bound parameters.
    for (let offset = 0; offset < rows.length; offset += 500) {
      await db
        .insertInto('photos')
        .values(rows.slice(offset, offset + 500))
        .execute();
    }
  }
  await sql`analyze`.execute(db);
});

afterAll(async () => {
  await testApp?.close();
});

/** The plan of a compiled statement, one line per node, on either database. */
async function planOf(query: CompiledQuery): Promise<string> {
  const { db } = testApp.platform.database;
  if (testDialect() === 'sqlite') {
    const result = await db.executeQuery<{ detail: string }>({
      ...query,
      sql: `explain query plan ${query.sql}`,
    });
    return result.rows.map((row) => row.detail).join('\n');
  }
  // A table this small could be read whole; the question is whether the index serves the
  // order and the cursor, so sequential scans are priced out on this one connection.
  return db.connection().execute(async (connection) => {
    await sql`set enable_seqscan = off`.execute(connection);
    try {
      const result = await connection.executeQuery<{ 'QUERY PLAN': string }>({
        ...query,
        sql: `explain ${query.sql}`,
      });
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await sql`reset enable_seqscan`.execute(connection);
    }
  });
}

describe(`photo page plans on ${process.env.TEST_DB_DIALECT}`, () => {
  const scopes: Array<[PhotoScopeFilter, string]> = [
    [{ kind: 'all' }, 'photos_by_user_date'],
    [{ kind: 'unassigned' }, 'photos_by_'],
    [{ kind: 'patient', patientId }, 'photos_by_patient_date'],
  ];

  it.each(scopes)(
    'reads a page after a cursor from an index, without sorting (%o)',
    async (scope, index) => {
      const repository = new MediaRepository(testApp.platform.database.db);
      const first = await repository.listPage(userId, scope, null, 100);
      expect(first).toHaveLength(100);
      const last = first.at(-1)!;
      const after = { datePrise: last.date_prise, id: last.id };
      const plan = await planOf(repository.listPageQuery(userId, scope, after, 101).compile());
      expect(plan).toContain(index);
      if (testDialect() === 'sqlite') {
        expect(plan).toMatch(
          /SEARCH photos USING INDEX photos_by_\w+ \(.*\(date_prise,id\)<\(\?,\?\)\)/,
        );
        expect(plan).not.toContain('TEMP B-TREE');
      } else {
        expect(plan).toMatch(/Index Scan Backward using photos_by_/);
        expect(plan).toMatch(/Index Cond: .*ROW\(date_prise, id\) < ROW/);
        expect(plan).not.toMatch(/\bSort\b/);
      }
      const second = await repository.listPage(userId, scope, after, 100);
      expect(second[0]!.date_prise).toBeLessThan(last.date_prise);
    },
  );
});
