import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/platform/logging/logger';
import { openDatabase, type AppDatabase } from '../src/platform/db/database';
import {
  decodeVector,
  encodeVector,
  fromDbBool,
  fromIso,
  fromJsonText,
  likeInsensitive,
  newId,
  portableColumnTypes,
  toDbBool,
  toIso,
  toJsonText,
  toNumber,
} from '../src/platform/db/portable';
import { createTestDatabase, type TestDatabase } from './support/test-database';

interface SampleTable {
  id: string;
  name: string;
  active: number;
  payload: string;
  embedding: Uint8Array | null;
  size_bytes: number;
  created_at: number;
}

interface SampleSchema {
  sample: SampleTable;
}

let testDatabase: TestDatabase;
let database: AppDatabase;
let db: Kysely<SampleSchema>;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openDatabase(testDatabase.config, createLogger('silent'));
  db = database.db as unknown as Kysely<SampleSchema>;
  const types = portableColumnTypes(database.dialect);
  await db.schema
    .createTable('sample')
    .addColumn('id', types.id, (column) => column.primaryKey())
    .addColumn('name', types.text, (column) => column.notNull())
    .addColumn('active', types.boolean, (column) => column.notNull())
    .addColumn('payload', types.json, (column) => column.notNull())
    .addColumn('embedding', types.bytes)
    .addColumn('size_bytes', types.bigInteger, (column) => column.notNull())
    .addColumn('created_at', types.timestampMs, (column) => column.notNull())
    .execute();
});

afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

async function insert(row: Partial<SampleTable> & { name: string }): Promise<string> {
  const id = row.id ?? newId();
  await db
    .insertInto('sample')
    .values({
      id,
      name: row.name,
      active: row.active ?? toDbBool(false),
      payload: row.payload ?? toJsonText({}),
      embedding: row.embedding ?? null,
      size_bytes: row.size_bytes ?? 0,
      created_at: row.created_at ?? Date.now(),
    })
    .execute();
  return id;
}

describe(`portable types on ${process.env.TEST_DB_DIALECT}`, () => {
  it('generates ids that sort by creation order', async () => {
    const ids = Array.from({ length: 300 }, () => newId());
    // Inserted in shuffled order so the database, not insertion order, does the sorting.
    const shuffled = [...ids].sort(() => Math.random() - 0.5);
    for (const id of shuffled) await insert({ id, name: 'sorted' });
    const rows = await db
      .selectFrom('sample')
      .select('id')
      .where('name', '=', 'sorted')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.id)).toEqual(ids);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('round-trips booleans, JSON, epoch-ms times and large sizes as plain values', async () => {
    const createdAt = fromIso('2031-05-17T08:30:00.123Z');
    const payload = { zone_traitee: 'front', doses: [1, 2.5], note: 'é"\\\n', empty: null };
    const id = await insert({
      name: 'values',
      active: toDbBool(true),
      payload: toJsonText(payload),
      size_bytes: 5 * 1024 ** 4,
      created_at: createdAt,
    });
    const row = await db
      .selectFrom('sample')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(fromDbBool(row.active)).toBe(true);
    expect(typeof row.created_at).toBe('number');
    expect(toIso(row.created_at)).toBe('2031-05-17T08:30:00.123Z');
    expect(row.size_bytes).toBe(5 * 1024 ** 4);
    expect(fromJsonText(row.payload)).toEqual(payload);
    const inactive = await db
      .selectFrom('sample')
      .select('id')
      .where('active', '=', toDbBool(false))
      .where('id', '=', id)
      .execute();
    expect(inactive).toEqual([]);
  });

  it('stores float32 vectors bit for bit', async () => {
    const vector = Float32Array.from({ length: 1024 }, (_, index) => Math.sin(index) * 1e3);
    vector[0] = -0;
    vector[1] = Number.MIN_VALUE;
    vector[2] = 3.4028234663852886e38;
    const id = await insert({ name: 'vector', embedding: encodeVector(vector) });
    const row = await db
      .selectFrom('sample')
      .select('embedding')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.embedding).toBeInstanceOf(Uint8Array);
    const decoded = decodeVector(row.embedding!);
    expect(decoded).toHaveLength(1024);
    expect(Buffer.from(decoded.buffer)).toEqual(Buffer.from(vector.buffer));
    expect(Object.is(decoded[0], -0)).toBe(true);
  });

  it('matches names case-insensitively, accented capitals included', async () => {
    for (const name of [
      'ÉLODIE Dupré',
      'élodie martin',
      'Eloïse ÇA',
      'Zoé',
      '100% sûr',
      '100 sur',
    ]) {
      await insert({ name });
    }
    const search = async (text: string, mode?: 'contains' | 'startsWith' | 'equals') =>
      (
        await db
          .selectFrom('sample')
          .select('name')
          .where(likeInsensitive('name', text, mode))
          .orderBy('name')
          .execute()
      ).map((row) => row.name);
    expect(await search('élodie')).toEqual(['ÉLODIE Dupré', 'élodie martin'].sort());
    expect(await search('ÉLO', 'startsWith')).toEqual(['ÉLODIE Dupré', 'élodie martin'].sort());
    expect(await search('ça')).toEqual(['Eloïse ÇA']);
    expect(await search('DUPRÉ')).toEqual(['ÉLODIE Dupré']);
    expect(await search('zoÉ', 'equals')).toEqual(['Zoé']);
    expect(await search('zo', 'equals')).toEqual([]);
    // Wildcards typed by a user are literal characters.
    expect(await search('100%')).toEqual(['100% sûr']);
    expect(await search('_')).toEqual([]);
  });

  it('gives sums as numbers, and 0 for an empty sum', async () => {
    await insert({ name: 'sum', size_bytes: 3_000_000_000 });
    await insert({ name: 'sum', size_bytes: 4_000_000_123 });
    const total = await db
      .selectFrom('sample')
      .select((eb) => eb.fn.sum<number | string | null>('size_bytes').as('total'))
      .where('name', '=', 'sum')
      .executeTakeFirstOrThrow();
    expect(toNumber(total.total)).toBe(7_000_000_123);
    const none = await db
      .selectFrom('sample')
      .select((eb) => eb.fn.sum<number | string | null>('size_bytes').as('total'))
      .where('name', '=', 'nobody')
      .executeTakeFirstOrThrow();
    expect(none.total).toBeNull();
    expect(toNumber(none.total)).toBe(0);
    const { rows } = await sql<{
      count: number | string;
    }>`select count(*) as count from sample where name = 'sum'`.execute(db);
    expect(toNumber(rows[0]?.count)).toBe(2);
  });
});

describe('portable helpers', () => {
  it('refuses byte strings that are not whole float32 vectors', () => {
    expect(() => decodeVector(new Uint8Array(5))).toThrow(RangeError);
  });

  it('decodes vectors from unaligned driver buffers', () => {
    const vector = Float32Array.from([1.5, -2.25, 3]);
    const padded = Buffer.concat([Buffer.from([9]), encodeVector(vector)]);
    expect(Array.from(decodeVector(padded.subarray(1)))).toEqual([1.5, -2.25, 3]);
  });

  it('refuses dates that are not ISO and sums that are not numbers', () => {
    expect(() => fromIso('yesterday')).toThrow(RangeError);
    expect(() => toNumber('abc')).toThrow(RangeError);
  });
});

describe('toIso', () => {
  const native = (epochMs: number) => new Date(epochMs).toISOString();

  it('writes what toISOString writes, on leap days, century years and every edge of its range', () => {
    const edges = [
      0,
      1,
      999,
      Date.UTC(1999, 11, 31, 23, 59, 59, 999),
      Date.UTC(2000, 1, 29, 12),
      Date.UTC(2000, 2, 1),
      Date.UTC(2100, 1, 28, 23, 59, 59, 999),
      Date.UTC(2100, 2, 1),
      Date.UTC(2400, 1, 29),
      Date.UTC(9999, 11, 31, 23, 59, 59, 999),
      Date.UTC(10000, 0, 1),
      -1,
      Date.UTC(1969, 11, 31),
      Date.UTC(-1, 0, 1),
      1_700_000_000_000.5,
    ];
    for (const epochMs of edges) expect(toIso(epochMs)).toBe(native(epochMs));
  });

  it('writes what toISOString writes for a spread of instants from 1970 to 9999', () => {
    let seed = 42;
    for (let i = 0; i < 20_000; i += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      const epochMs = Math.floor((seed / 2 ** 31) * 253_402_300_800_000);
      expect(toIso(epochMs)).toBe(native(epochMs));
    }
  });

  it('throws as toISOString does for an instant that is no date', () => {
    expect(() => toIso(Number.NaN)).toThrow(RangeError);
  });
});
