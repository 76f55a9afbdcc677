import { execFile, spawn } from 'node:child_process';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import type { Kysely } from 'kysely';
import { PHOTOS_PAGE_MAX } from '@photodossier/domain/media-record';
import { UPLOAD_MAX_VIDEO_BYTES } from '@photodossier/domain/upload-limits';
import { openSqlite } from '../apps/server/src/platform/db/sqlite';
import type { Database } from '../apps/server/src/platform/db/schema';
import { photoRow } from '../apps/server/test/support/photo-rows';
import type { Benchmark } from './measure';
import {
  answerJson,
  serverAnswer,
  signUpFirstAccount,
  startBenchServer,
  type BenchServer,
} from './server-process';

const run = promisify(execFile);

const SEEDED_PHOTOS = 100_000;
const PAGE_SIZE = 100;

interface ListContext {
  dir: string;
  server: BenchServer;
  cookie: string;
  /** A cursor half-way through, so a deep page is measured too. */
  deepCursor: string;
}

async function seedPhotos(db: Kysely<Database>, userId: string, count: number): Promise<void> {
  const start = Date.UTC(2020, 0, 1);
  const batch = 500;
  for (let offset = 0; offset < count; offset += batch) {
    const rows = Array.from({ length: Math.min(batch, count - offset) }, (_, index) => {
      const n = offset + index;
      const at = start + n * 60_000;
      // One photo in fifty sits in the trash, which lists must skip.
      const trashed = n % 50 === 0;
      return photoRow(userId, at, {
        is_deleted: trashed ? 1 : 0,
        deleted_at: trashed ? at : null,
        width: 4000,
        height: 3000,
      });
    });
    await db.insertInto('photos').values(rows).execute();
  }
}

async function getJson(url: string, cookie: string): Promise<{ nextCursor: string | null }> {
  return answerJson<{ nextCursor: string | null }>(await serverAnswer(url, cookie));
}

// A gallery page must cost about what the cheapest request costs, however many photos the
// user has: keyset pagination over the (user, deleted, date, id) index, never an offset.
const photoListPage: Benchmark<ListContext> = {
  name: 'photo-list-page',
  goal: 'ratio ≤ 3x',
  description: `GET a page of ${PAGE_SIZE} photos (first page, then one half-way) for a user with ${SEEDED_PHOTOS.toLocaleString('en')} photos`,
  baselineLabel: 'GET /api/health',
  candidateLabel: `GET /api/v1/photos?limit=${PAGE_SIZE}, first and deep page`,
  rounds: 30,
  async setup() {
    const dir = await mkdtemp(path.join(tmpdir(), 'pd-bench-list-'));
    const server = await startBenchServer(dir);
    try {
      const { cookie, userId } = await signUpFirstAccount(server.url);
      const db = openSqlite(path.join(dir, 'photodossier.sqlite'));
      await seedPhotos(db, userId, SEEDED_PHOTOS);
      await db.destroy();
      let cursor: string | null = null;
      for (let seen = 0; seen < SEEDED_PHOTOS / 2; seen += PHOTOS_PAGE_MAX) {
        const query = new URLSearchParams({ limit: String(PHOTOS_PAGE_MAX) });
        if (cursor) query.set('cursor', cursor);
        cursor = (await getJson(`${server.url}/api/v1/photos?${query}`, cookie)).nextCursor;
      }
      if (!cursor) throw new Error('the seeded photos did not fill half the pages');
      // The pages above warmed the server's page path: warm its health check as much.
      for (let round = 0; round < 50; round += 1) await serverAnswer(`${server.url}/api/health`);
      return { dir, server, cookie, deepCursor: cursor };
    } catch (error) {
      await server.stop();
      throw error;
    }
  },
  async baseline({ server }) {
    for (let i = 0; i < 2; i += 1) await serverAnswer(`${server.url}/api/health`);
  },
  async candidate({ server, cookie, deepCursor }) {
    const first = await getJson(`${server.url}/api/v1/photos?limit=${PAGE_SIZE}`, cookie);
    if (!first.nextCursor) throw new Error('expected more pages');
    const query = new URLSearchParams({ limit: String(PAGE_SIZE), cursor: deepCursor });
    await getJson(`${server.url}/api/v1/photos?${query}`, cookie);
  },
  async teardown({ dir, server }) {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  },
};

interface UploadContext {
  dir: string;
  server: BenchServer;
  cookie: string;
  video: string;
  size: number;
  bare: { url: string; stop(): void };
  /** Peak memory of the started, signed-in server before any upload. */
  idlePeakBytes: number;
}

/** bare-upload-server.mjs in a child process, like the real server, so both run beside the client. */
async function startBareUploadServer(dir: string): Promise<{ url: string; stop(): void }> {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./bare-upload-server.mjs', import.meta.url)), dir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /listening on (http:\/\/\S+)$/.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`bare upload server exited with ${code}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

/**
 * A real MP4 of exactly the 100 MB video limit: two seconds of test pattern, then a trailing
 * `free` box (valid MP4 padding that players and ffprobe skip) up to the size.
 */
async function makeVideo(dir: string): Promise<string> {
  const file = path.join(dir, 'bench-video.mp4');
  await run(ffmpeg.path, [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=1280x720:rate=30',
    '-t',
    '2',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-y',
    file,
  ]);
  const padding = UPLOAD_MAX_VIDEO_BYTES - (await stat(file)).size;
  const handle = await open(file, 'a');
  const header = Buffer.alloc(8);
  header.writeUInt32BE(padding, 0);
  header.write('free', 4, 'ascii');
  await handle.write(header);
  const zeros = Buffer.alloc(1024 * 1024);
  for (let left = padding - 8; left > 0; left -= zeros.length) {
    await handle.write(zeros, 0, Math.min(left, zeros.length));
  }
  await handle.close();
  return file;
}

function tusMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

async function tusUpload(context: UploadContext): Promise<void> {
  const { server, cookie, video, size } = context;
  const created = await fetch(`${server.url}/api/v1/uploads`, {
    method: 'POST',
    headers: {
      cookie,
      origin: server.url,
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': tusMetadata({ filename: 'bench.mp4', filetype: 'video/mp4' }),
    },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) {
    throw new Error(`upload creation failed: ${created.status} ${await created.text()}`);
  }
  const patched = await fetch(new URL(location, server.url), {
    method: 'PATCH',
    headers: {
      cookie,
      origin: server.url,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'content-length': String(size),
    },
    body: Readable.toWeb(createReadStream(video)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  if (patched.status !== 204 && patched.status !== 200) {
    throw new Error(`upload failed: ${patched.status} ${await patched.text()}`);
  }
  await patched.arrayBuffer();
}

// What the whole upload path costs (HTTP, tus staging, magic bytes, ffprobe, poster, blob
// store, record) against the floor of streaming the same bytes over HTTP to a file with fsync.
const videoUpload: Benchmark<UploadContext> = {
  name: 'video-upload',
  description: `upload a ${UPLOAD_MAX_VIDEO_BYTES / 1024 / 1024} MB MP4 through tus to a recorded video`,
  baselineLabel: 'a bare Fastify streamed PUT of the same bytes to a file, with fsync',
  candidateLabel: 'POST + one streamed PATCH to /api/v1/uploads, until the photo is recorded',
  rounds: 3,
  async setup() {
    const dir = await mkdtemp(path.join(tmpdir(), 'pd-bench-upload-'));
    const video = await makeVideo(dir);
    const server = await startBenchServer(path.join(dir, 'data'));
    try {
      const { cookie } = await signUpFirstAccount(server.url);
      const size = (await stat(video)).size;
      const bare = await startBareUploadServer(dir);
      return {
        dir,
        server,
        bare,
        cookie,
        video,
        size,
        idlePeakBytes: await server.peakRssBytes(),
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  },
  async baseline({ bare, video, size }) {
    const response = await fetch(`${bare.url}/upload`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(size) },
      body: Readable.toWeb(createReadStream(video)) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    if (response.status !== 204) throw new Error(`bare upload failed: ${response.status}`);
  },
  async candidate(context) {
    await tusUpload(context);
  },
  async teardown({ dir, server, bare }) {
    await server.stop();
    bare.stop();
    await rm(dir, { recursive: true, force: true });
  },
  report: async ({ server, size, idlePeakBytes }, candidate) => {
    const megabytes = size / 1024 / 1024;
    const inMegabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    const peak = await server.peakRssBytes();
    return [
      `  upload throughput: ${(megabytes / (candidate.medianMs / 1000)).toFixed(1)} MB/s`,
      `  server peak memory (VmHWM): ${inMegabytes(peak)} MB after the uploads, ${inMegabytes(idlePeakBytes)} MB before (file: ${megabytes.toFixed(0)} MB)`,
    ];
  },
};

export const mediaBenchmarks = [photoListPage, videoUpload] as unknown as Benchmark<unknown>[];
