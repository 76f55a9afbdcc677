import { mkdtemp, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { openSqlite } from '../apps/server/src/platform/db/sqlite';
import type { Database } from '../apps/server/src/platform/db/schema';
import { LocalBlobStore } from '../apps/server/src/platform/blobs/local-blob-store';
import { BlobUrlSigner } from '../apps/server/src/platform/blobs/url-signer';
import type { Benchmark } from './measure';

const COMMITS = 300;
const BLOB_BYTES = 32 * 1024 * 1024;
const CHUNK = Buffer.alloc(256 * 1024, 7);

function generatedStream(bytes: number): Readable {
  let remaining = bytes;
  return new Readable({
    read() {
      if (remaining <= 0) return this.push(null);
      const size = Math.min(CHUNK.length, remaining);
      remaining -= size;
      this.push(CHUNK.subarray(0, size));
    },
  });
}

interface SqliteContext {
  dir: string;
  kysely: Kysely<Database>;
  raw: BetterSqlite3.Database;
}

// What our durability settings cost: every commit of a clinical record is fsynced (synchronous
// FULL, begin immediate through Kysely) against SQLite's faster NORMAL with plain statements.
const sqliteCommits: Benchmark<SqliteContext> = {
  name: 'sqlite-commits',
  description: `${COMMITS} separate write transactions`,
  baselineLabel: 'better-sqlite3, WAL, synchronous NORMAL, plain inserts',
  candidateLabel: 'our Kysely connection, WAL, synchronous FULL, begin immediate',
  rounds: 5,
  async setup() {
    const dir = await mkdtemp(path.join(tmpdir(), 'pd-bench-sqlite-'));
    const kysely = openSqlite(path.join(dir, 'ours.sqlite'));
    await kysely.schema
      .createTable('bench_rows')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('value', 'text')
      .execute();
    const raw = new BetterSqlite3(path.join(dir, 'baseline.sqlite'));
    raw.pragma('journal_mode = WAL');
    raw.pragma('synchronous = NORMAL');
    raw.exec('create table bench_rows (id integer primary key, value text)');
    return { dir, kysely, raw };
  },
  async baseline({ raw }) {
    const insert = raw.prepare('insert into bench_rows (value) values (?)');
    for (let i = 0; i < COMMITS; i += 1) raw.transaction(() => insert.run(`row ${i}`))();
  },
  async candidate({ kysely }) {
    for (let i = 0; i < COMMITS; i += 1) {
      await kysely.transaction().execute((trx) =>
        // The bench table exists only here, outside the app schema.
        (trx as unknown as Kysely<{ bench_rows: { value: string } }>)
          .insertInto('bench_rows')
          .values({ value: `row ${i}` })
          .execute(),
      );
    }
  },
  async teardown({ dir, kysely, raw }) {
    await kysely.destroy();
    raw.close();
    await rm(dir, { recursive: true, force: true });
  },
};

interface BlobContext {
  dir: string;
  store: LocalBlobStore;
  round: number;
}

// What a durable, atomic local put costs against streaming straight into a file.
const localBlobPut: Benchmark<BlobContext> = {
  name: 'local-blob-put',
  description: `stream ${BLOB_BYTES / 1024 / 1024} MiB into local storage`,
  baselineLabel: 'pipeline into fs.createWriteStream',
  candidateLabel: 'LocalBlobStore.put (temp file, flush, metadata, rename)',
  rounds: 5,
  async setup() {
    const dir = await mkdtemp(path.join(tmpdir(), 'pd-bench-blobs-'));
    const signer = new BlobUrlSigner('bench-secret-bench-secret-bench-secret', null);
    return { dir, store: new LocalBlobStore(path.join(dir, 'store'), signer), round: 0 };
  },
  async baseline(context) {
    context.round += 1;
    await pipeline(
      generatedStream(BLOB_BYTES),
      createWriteStream(path.join(context.dir, `plain-${context.round}.bin`)),
    );
  },
  async candidate(context) {
    context.round += 1;
    await context.store.put(`bench/blob-${context.round}.bin`, generatedStream(BLOB_BYTES), {
      contentType: 'application/octet-stream',
      contentLength: BLOB_BYTES,
    });
  },
  async teardown({ dir, store }) {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  },
};

export const benchmarks = [sqliteCommits, localBlobPut] as unknown as Benchmark<unknown>[];
