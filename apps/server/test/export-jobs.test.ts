import {
  exportJobDownloadSchema,
  exportJobListSchema,
  type ExportJob,
} from '@photodossier/domain/archive';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import yauzl from 'yauzl';
import { buildApp } from '../src/app';
import { ExportJobsRepository } from '../src/modules/archive/export-jobs';
import { createLogger } from '../src/platform/logging/logger';
import { openPlatform, type Platform } from '../src/platform/platform';
import { get, post, signIn, verifiedAccount, type TestAccount } from './support/accounts';
import { seedPhoto } from './support/photos';
import { createTempDir, makeTestConfig, type TempDir } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import type { TestApp } from './support/test-app';

// Background archive exports (decision 0046): the job table is the queue, so an export asked
// for before a restart is finished by the next server on the same database and files.

let database: TestDatabase;
let dataDir: TempDir;
const running: { app: FastifyInstance; platform: Platform }[] = [];

async function start(): Promise<TestApp> {
  const config = makeTestConfig({
    dataDir: dataDir.path,
    database: database.config,
    env: { TRUST_PROXY: 'loopback' },
  });
  const logger = createLogger('silent');
  const platform = await openPlatform(config, logger);
  const app = await buildApp(config, { platform, logger });
  await app.ready();
  running.push({ app, platform });
  return {
    app,
    platform,
    config,
    async close() {
      await app.close();
      await platform.close();
    },
  };
}

afterAll(async () => {
  for (const { app, platform } of running) {
    await app.close();
    await platform.close().catch(() => undefined);
  }
  await database?.drop();
  await dataDir?.remove();
});

async function jobs(testApp: TestApp, account: TestAccount): Promise<ExportJob[]> {
  const response = await get(testApp.app, '/api/v1/export/jobs', account.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return exportJobListSchema.parse(response.json()).items;
}

async function whenDone(testApp: TestApp, account: TestAccount, id: string): Promise<ExportJob> {
  return vi.waitFor(
    async () => {
      const job = (await jobs(testApp, account)).find((item) => item.id === id);
      if (job?.status !== 'done') throw new Error(`job is ${job?.status}`);
      return job;
    },
    { timeout: 20_000, interval: 50 },
  );
}

/** A job as the runner leaves it while it writes (or as a crashed server leaves it). */
async function insertRunningJob(testApp: TestApp, userId: string, id: string, done: number) {
  await testApp.platform.database.db
    .insertInto('export_jobs')
    .values({
      id,
      user_id: userId,
      status: 'running',
      with_embeddings: 0,
      bytes_done: done,
      bytes_total: 99999,
      attempts: 1,
      blob_key: null,
      error: null,
      created_at: Date.now(),
      updated_at: Date.now(),
      finished_at: null,
      expires_at: null,
    })
    .execute();
}

/** The next test restarts the server on this database: it must not find these jobs half-done. */
async function closeWithoutJobs(testApp: TestApp, account: TestAccount): Promise<void> {
  await testApp.platform.database.db
    .deleteFrom('export_jobs')
    .where('user_id', '=', account.userId)
    .execute();
  await testApp.close();
  running.length = 0;
}

async function entryNames(archive: Buffer): Promise<string[]> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(archive, { lazyEntries: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const names: string[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      names.push(entry.fileName);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return names;
}

async function downloaded(testApp: TestApp, account: TestAccount, id: string): Promise<Buffer> {
  const link = await get(testApp.app, `/api/v1/export/jobs/${id}/download`, account.cookie);
  expect(link.statusCode, link.body).toBe(200);
  const { url } = exportJobDownloadSchema.parse(link.json());
  const signed = new URL(url, 'http://localhost');
  const file = await testApp.app.inject({ method: 'GET', url: signed.pathname + signed.search });
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

describe(`background archive exports on ${process.env.TEST_DB_DIALECT}`, () => {
  it('prepares the archive in the background and offers it by a signed link, to its owner only', async () => {
    database = await createTestDatabase();
    dataDir = await createTempDir('data');
    const first = await start();
    const owner = await verifiedAccount(first.app, first.config);
    const other = await verifiedAccount(first.app, first.config);
    await seedPhoto(first, owner.userId, { filename: 'avant.jpg' });
    await seedPhoto(first, owner.userId, { filename: 'apres.jpg' });

    const created = await post(first.app, '/api/v1/export/jobs', {}, owner.cookie);
    expect(created.statusCode, created.body).toBe(202);
    const id = (created.json() as ExportJob).id;
    const done = await whenDone(first, owner, id);
    expect(done.bytes_done).toBeGreaterThan(0);
    expect(done.bytes_done).toBe(done.bytes_total);
    expect(done.expires_at).not.toBeNull();
    const names = await entryNames(await downloaded(first, owner, id));
    expect(names).toContain('photodossier-export.json');
    expect(names.filter((name) => name.startsWith('Non_classees/'))).toHaveLength(2);

    // Another user neither lists it nor gets a link to it.
    expect(await jobs(first, other)).toEqual([]);
    const stolen = await get(first.app, `/api/v1/export/jobs/${id}/download`, other.cookie);
    expect(stolen.statusCode).toBe(404);
    await first.close();
    running.length = 0;
  });

  it('answers the archive still being prepared rather than queueing a second copy', async () => {
    const testApp = await start();
    const owner = await verifiedAccount(testApp.app, testApp.config);
    // An archive being written, as the runner leaves it while it works.
    await insertRunningJob(testApp, owner.userId, 'job-being-written', 10);

    const again = await post(testApp.app, '/api/v1/export/jobs', {}, owner.cookie);
    expect(again.statusCode, again.body).toBe(202);
    expect((again.json() as ExportJob).id).toBe('job-being-written');
    expect((await jobs(testApp, owner)).map((job) => job.id)).toEqual(['job-being-written']);

    // The archive with the face embeddings is another archive: it is queued.
    const other = await post(
      testApp.app,
      '/api/v1/export/jobs',
      { embeddings: true },
      owner.cookie,
    );
    expect(other.statusCode, other.body).toBe(202);
    expect((other.json() as ExportJob).id).not.toBe('job-being-written');
    await closeWithoutJobs(testApp, owner);
  });

  it('queues one archive when several requests for it arrive at the same moment', async () => {
    const testApp = await start();
    const owner = await verifiedAccount(testApp.app, testApp.config);
    // The runner takes nothing meanwhile: a job it finished at once would rightly let the next
    // request queue another, and every job the requests made must still be there to count.
    const idle = vi.spyOn(ExportJobsRepository.prototype, 'claimNext').mockResolvedValue(null);
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => post(testApp.app, '/api/v1/export/jobs', {}, owner.cookie)),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(202);
      const ids = new Set(answers.map((answer) => (answer.json() as ExportJob).id));
      expect(ids.size).toBe(1);
      expect((await jobs(testApp, owner)).map((job) => job.id)).toEqual([...ids]);
    } finally {
      idle.mockRestore();
    }
    await closeWithoutJobs(testApp, owner);
  });

  it('finishes after a restart the jobs the stopped server had not finished', async () => {
    const first = await start();
    const owner = await verifiedAccount(first.app, first.config);
    await seedPhoto(first, owner.userId, { filename: 'video.mp4' });
    const created = await post(first.app, '/api/v1/export/jobs', {}, owner.cookie);
    const asked = (created.json() as ExportJob).id;
    // As a crashed server leaves it: a job marked running, half written.
    const crashedId = 'job-left-running';
    await insertRunningJob(first, owner.userId, crashedId, 1234);
    await first.close();
    running.length = 0;

    // A new server on the same database and files.
    const second = await start();
    await signIn(second.app, owner);
    const signedIn = owner;
    for (const id of [asked, crashedId]) {
      const job = await whenDone(second, signedIn, id);
      expect(job.bytes_done).toBe(job.bytes_total);
      const names = await entryNames(await downloaded(second, signedIn, id));
      expect(names.filter((name) => name.startsWith('Non_classees/'))).toHaveLength(1);
    }
    const missing = await get(second.app, '/api/v1/export/jobs/none/download', owner.cookie);
    expect(missing.statusCode).toBe(404);
  });
});
