import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../apps/server/src/config/types';
import { StorageRepository } from '../apps/server/src/modules/storage/repository';
import { openDatabase, type AppDatabase } from '../apps/server/src/platform/db/database';
import { newId } from '../apps/server/src/platform/db/portable';
import type { Database } from '../apps/server/src/platform/db/schema';
import { createLogger } from '../apps/server/src/platform/logging/logger';
import { photoRow } from '../apps/server/test/support/photo-rows';
import type { Benchmark } from './measure';

const SEEDED_PHOTOS = 100_000;
/** Another user's rows in the same table: the figures must read only the user's range. */
const OTHER_USER_PHOTOS = 20_000;
const PATIENTS = 400;
const BATCH = 500;
/** A drawing of a few kilobytes on one photo in twenty. */
const ANNOTATION = JSON.stringify({
  canvasData: `data:image/png;base64,${'A'.repeat(4000)}`,
  textAnnotations: [],
  timestamp: 1,
});

interface StatsContext {
  readonly database: AppDatabase;
  readonly repository: StorageRepository;
  readonly userId: string;
  readonly drop: () => Promise<void>;
}

async function seedPatients(db: Kysely<Database>, userId: string): Promise<string[]> {
  const ids = Array.from({ length: PATIENTS }, () => newId());
  const now = Date.UTC(2024, 0, 1);
  await db
    .insertInto('patients')
    .values(
      ids.map((id, n) => ({
        id,
        user_id: userId,
        nom: `Nom ${n}`,
        prenom: `Prénom ${n}`,
        date_naissance: '',
        email: '',
        telephone: '',
        tags: '[]',
        sexe: '',
        adresse: '',
        commentaire: '',
        cote_affecte: '',
        created_at: now,
        updated_at: now,
        // A few patients in the trash, whose photos the figures set apart.
        is_deleted: n % 40 === 0 ? 1 : 0,
        deleted_at: n % 40 === 0 ? now : null,
      })),
    )
    .execute();
  return ids;
}

async function seedPhotos(
  db: Kysely<Database>,
  userId: string,
  count: number,
  patients: readonly string[],
): Promise<void> {
  const start = Date.UTC(2020, 0, 1);
  for (let offset = 0; offset < count; offset += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - offset) }, (_, index) => {
      const n = offset + index;
      const at = start + n * 60_000;
      const trashed = n % 50 === 0;
      const video = n % 10 === 3;
      return photoRow(userId, at, {
        patient_id: patients.length > 0 && n % 2 === 0 ? patients[n % patients.length]! : null,
        file_size: video ? 20_000_000 + n : 2_000_000 + n,
        media_type: video ? 'video' : 'image',
        is_deleted: trashed ? 1 : 0,
        deleted_at: trashed ? at : null,
        annotations: n % 20 === 7 ? ANNOTATION : null,
      });
    });
    await db.insertInto('photos').values(rows).execute();
  }
}

async function seed(database: AppDatabase): Promise<string> {
  const userId = newId();
  const patients = await seedPatients(database.db, userId);
  await seedPhotos(database.db, userId, SEEDED_PHOTOS, patients);
  await seedPhotos(database.db, newId(), OTHER_USER_PHOTOS, []);
  // What a long-running database has: fresh planner statistics (and, on PostgreSQL, a
  // visibility map that allows index-only scans).
  await sql`analyze`.execute(database.db);
  if (database.dialect === 'postgres') await sql`vacuum analyze photos`.execute(database.db);
  return userId;
}

function statsBenchmark(
  name: string,
  label: string,
  open: () => Promise<{ config: DatabaseConfig; drop: () => Promise<void> }>,
): Benchmark<StatsContext> {
  return {
    name,

    goal: 'ratio ≤ 2x',
    description: `exact storage statistics of a user with ${SEEDED_PHOTOS.toLocaleString('en')} photos (${label})`,
    baselineLabel: 'select sum(file_size) over the same rows',
    candidateLabel: 'StorageRepository.aggregates: by type, trash, patients, annotations',
    rounds: 15,
    async setup() {
      const target = await open();
      const database = await openDatabase(target.config, createLogger('silent'));
      try {
        const userId = await seed(database);
        return {
          database,
          repository: new StorageRepository(database.db),
          userId,
          drop: target.drop,
        };
      } catch (error) {
        await database.close();
        await target.drop();
        throw error;
      }
    },
    async baseline({ database, userId }) {
      await database.db
        .selectFrom('photos')
        .select((eb) => eb.fn.sum<number | string | null>('file_size').as('bytes'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
    },
    async candidate({ repository, userId }) {
      const aggregates = await repository.aggregates(userId);
      const count = aggregates.media.reduce((total, group) => total + group.count, 0);
      if (count !== SEEDED_PHOTOS) throw new Error(`counted ${count} photos`);
    },
    async teardown({ database, drop }) {
      await database.close();
      await drop();
    },
  };
}

const sqliteStats = statsBenchmark('storage-stats', 'SQLite', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'pd-bench-stats-'));
  return {
    config: { dialect: 'sqlite', file: path.join(dir, 'stats.sqlite') },
    drop: () => rm(dir, { recursive: true, force: true }),
  };
});

async function withAdminClient(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** BENCH_DATABASE_URL=postgres://… adds the same measure on PostgreSQL (a scratch database). */
function postgresStats(serverUrl: string) {
  return statsBenchmark('storage-stats-postgres', 'PostgreSQL', async () => {
    const name = `pd_bench_${randomBytes(6).toString('hex')}`;
    await withAdminClient(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      config: { dialect: 'postgres', url: url.toString() },
      drop: () => withAdminClient(serverUrl, `drop database if exists ${name} with (force)`),
    };
  });
}

const postgresUrl = process.env.BENCH_DATABASE_URL;

export const storageStatsBenchmarks: Benchmark<StatsContext>[] = postgresUrl
  ? [sqliteStats, postgresStats(postgresUrl)]
  : [sqliteStats];
