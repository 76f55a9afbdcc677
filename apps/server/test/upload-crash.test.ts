import { createHash } from 'node:crypto';
import { readdir, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_ENDPOINT } from '@photodossier/domain/media-record';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../src/config/types';
import { openDatabase } from '../src/platform/db/database';
import type { FaultPointName } from '../src/platform/faults/fault-points';
import { createLogger } from '../src/platform/logging/logger';
import { cookiesOf, postJson } from './support/node-cluster';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { createTempDir, type TempDir } from './support/test-config';
import { createTestDatabase, testDialect, type TestDatabase } from './support/test-database';

// Real server processes killed with SIGKILL at the three instants of an upload (decision 0024):
// while its bytes travel, while its files are made, inside the transaction that records it.
// After each restart every upload is resumed as tus-js-client does; each must end as exactly
// one photo with its file, and the quota must equal the sum of the photos.
const UPLOADS_PER_CRASH = 20;

let database: TestDatabase | null = null;
let dataDir: TempDir;
let server: ServerProcess | null = null;
let cookie = '';
const files = new Map<string, Buffer>();

function databaseConfig(): DatabaseConfig {
  return (
    database?.config ?? { dialect: 'sqlite', file: path.join(dataDir.path, 'photodossier.sqlite') }
  );
}

async function start(fault: FaultPointName | null = null): Promise<ServerProcess> {
  server = await startServerProcess({
    DATA_DIR: dataDir.path,
    LOG_LEVEL: 'info',
    ...(database?.config.dialect === 'postgres' ? { DATABASE_URL: database.config.url } : {}),
    ...(fault ? { TEST_FAULT_POINT: fault } : {}),
  });
  return server;
}

/** SIGKILL, as a crash; the process is forgotten once dead. */
async function kill(process: ServerProcess): Promise<void> {
  await process.stop('SIGKILL');
  if (server === process) server = null;
}

async function waitForLines(process: ServerProcess, pattern: RegExp, count: number) {
  await expect
    .poll(() => process.output.filter((line) => pattern.test(line)).length, {
      timeout: 20_000,
      interval: 20,
    })
    .toBeGreaterThanOrEqual(count);
}

function metadataHeader(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

async function noisyJpeg(seed: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 800 + seed,
      height: 600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 100 + seed, sigma: 50 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** Resumes an upload exactly as tus-js-client does: HEAD, then PATCH from the offset. */
function resumeWithTusClient(url: string, location: string, body: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(body, {
      uploadUrl: `${url}${location}`,
      headers: { cookie, origin: url },
      retryDelays: [],
      onSuccess: () => resolve(),
      onError: reject,
    });
    upload.start();
  });
}

async function listPhotos(url: string) {
  const response = await fetch(`${url}/api/v1/photos?limit=500`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return (
    (await response.json()) as { items: { id: string; filename: string; file_size: number }[] }
  ).items;
}

async function crashAndResume(fault: FaultPointName, killAfter: number) {
  const running = await start(fault);
  const url = running.url;
  const names = Array.from({ length: UPLOADS_PER_CRASH }, (_, n) => `${fault}-${n}.jpg`);
  const locations = await Promise.all(
    names.map(async (name) => {
      const response = await fetch(`${url}${UPLOAD_ENDPOINT}`, {
        method: 'POST',
        headers: {
          cookie,
          origin: url,
          'tus-resumable': '1.0.0',
          'upload-length': String(files.get(name)!.length),
          'upload-metadata': metadataHeader({ filename: name, filetype: 'image/jpeg' }),
        },
      });
      expect(response.status).toBe(201);
      return response.headers.get('location')!;
    }),
  );
  const acknowledged = new Set<string>();
  // Every file at once, whole: the server halts each one at the fault point.
  for (const [index, location] of locations.entries()) {
    const name = names[index]!;
    void fetch(`${url}${location}`, {
      method: 'PATCH',
      headers: {
        cookie,
        origin: url,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body: files.get(name)!,
    }).then(
      (response) => {
        if (response.status === 200) acknowledged.add(name);
      },
      () => {},
    );
  }
  await waitForLines(running, new RegExp(`^fault point ${fault.replace('.', '\\.')} `), killAfter);
  await kill(running);

  const restarted = await start();
  await Promise.all(
    locations.map((location, index) =>
      resumeWithTusClient(restarted.url, location, files.get(names[index]!)!),
    ),
  );
  const photos = await listPhotos(restarted.url);
  for (const name of names) {
    const mine = photos.filter((photo) => photo.filename === name);
    expect(mine, name).toHaveLength(1);
    const file = await fetch(`${restarted.url}/api/v1/photos/${mine[0]!.id}/file`, {
      headers: { cookie },
    });
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(sha(bytes), name).toBe(sha(files.get(name)!));
  }
  await kill(restarted);
  return acknowledged.size;
}

function sha(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)));
}

beforeAll(async () => {
  dataDir = await createTempDir('crash');
  if (testDialect() === 'postgres') database = await createTestDatabase('postgres');
  for (const fault of ['upload.body', 'upload.processing', 'upload.record']) {
    for (let n = 0; n < UPLOADS_PER_CRASH; n += 1) {
      files.set(`${fault}-${n}.jpg`, await noisyJpeg(n));
    }
  }
  const first = await start();
  const email = `crash-${Date.now()}@example.test`;
  const signUp = await postJson(first.url, '/api/auth/sign-up/email', {
    name: 'Crash Test',
    email,
    password: 'secret-password-1',
  });
  expect(signUp.status).toBe(200);
  cookie = cookiesOf(signUp);
  await kill(first);
}, 120_000);

afterAll(async () => {
  if (server) await kill(server);
  await database?.drop();
  await dataDir?.remove();
});

describe(`an upload killed at any instant on ${testDialect()}`, () => {
  it('ends as exactly one photo with its file, no orphan, the quota equal to the photos', async () => {
    await crashAndResume('upload.body', 5);
    await crashAndResume('upload.processing', 5);
    // The first upload inside the recording transaction holds the user's usage row (and on
    // SQLite the only writer): the others wait behind it, so one halts there.
    await crashAndResume('upload.record', 1);

    // An hour later (the sweep's grace period), a start finds no file without its photo.
    const blobRoot = path.join(dataDir.path, 'blobs');
    const anHourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const file of await readdir(blobRoot, { recursive: true })) {
      const full = path.join(blobRoot, file);
      if ((await stat(full)).isFile()) await utimes(full, anHourAgo, anHourAgo);
    }
    const last = await start();
    await waitForLines(last, /upload maintenance done/, 1);
    await kill(last);

    const opened = await openDatabase(databaseConfig(), createLogger('silent'));
    try {
      const photos = await opened.db
        .selectFrom('photos')
        .select(['storage_path', 'thumbnail_path', 'preview_path', 'file_size', 'user_id'])
        .execute();
      expect(photos).toHaveLength(3 * UPLOADS_PER_CRASH);
      const referenced = photos.flatMap((photo) =>
        [photo.storage_path, photo.thumbnail_path, photo.preview_path].filter(
          (key): key is string => key !== null,
        ),
      );
      expect(
        (await filesUnder(path.join(blobRoot, 'medical-photos')))
          .map((key) => `medical-photos/${key}`)
          .sort(),
      ).toEqual([...referenced].sort());
      const usage = await opened.db.selectFrom('storage_usage').select('used_bytes').execute();
      const total = photos.reduce((sum, photo) => sum + Number(photo.file_size), 0);
      expect(usage.map((row) => Number(row.used_bytes))).toEqual([total]);
    } finally {
      await opened.close();
    }
  }, 180_000);
});
