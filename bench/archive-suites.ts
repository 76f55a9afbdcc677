import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LocalBlobStore } from '../apps/server/src/platform/blobs/local-blob-store';
import { BlobUrlSigner } from '../apps/server/src/platform/blobs/url-signer';
import { openSqlite } from '../apps/server/src/platform/db/sqlite';
import { photoRow } from '../apps/server/test/support/photo-rows';
import type { Benchmark } from './measure';
import { signUpFirstAccount, startBenchServer, type BenchServer } from './server-process';

// Issue 20: a full-archive export of the media library must stream. The size is a parameter
// (ARCHIVE_BENCH_MB, default 256) so that the 1 GB run of the issue is one variable away on a
// machine with the disk and the time for it.
const LIBRARY_MB = Number(process.env.ARCHIVE_BENCH_MB ?? 256);
const FILE_MB = 8;
const FILES = Math.max(1, Math.round(LIBRARY_MB / FILE_MB));
const PATIENTS = 10;

interface ArchiveContext {
  dir: string;
  server: BenchServer;
  cookie: string;
  files: string[];
  libraryBytes: number;
  idlePeakBytes: number;
  archiveBytes: number;
}

async function drain(stream: AsyncIterable<Uint8Array>): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) bytes += chunk.byteLength;
  return bytes;
}

const archiveExport: Benchmark<ArchiveContext> = {
  name: 'archive-export',
  goal: 'ratio ≤ 2x, server memory growth < 64 MB',
  description: `GET /api/v1/export/archive of ${FILES} originals (${FILES * FILE_MB} MB)`,
  baselineLabel: 'reading the same stored files from disk, one after the other',
  candidateLabel: 'the complete stored ZIP archive streamed by the server, read to the end',
  rounds: 3,
  async setup() {
    const dir = await mkdtemp(path.join(tmpdir(), 'pd-bench-archive-'));
    const server = await startBenchServer(dir);
    try {
      const { cookie, userId } = await signUpFirstAccount(server.url);
      const db = openSqlite(path.join(dir, 'photodossier.sqlite'));
      const store = new LocalBlobStore(
        path.join(dir, 'blobs'),
        new BlobUrlSigner('bench-secret-bench-secret-bench-secret', null),
      );
      const now = Date.now();
      const patientIds: string[] = [];
      for (let n = 0; n < PATIENTS; n += 1) {
        const id = `bench-patient-${n}`;
        patientIds.push(id);
        await db
          .insertInto('patients')
          .values({
            id,
            user_id: userId,
            nom: `Nom${n}`,
            prenom: `Prénom${n}`,
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
            is_deleted: 0,
            deleted_at: null,
          })
          .execute();
      }
      const files: string[] = [];
      const chunk = randomBytes(1024 * 1024);
      for (let n = 0; n < FILES; n += 1) {
        const patientId = patientIds[n % PATIENTS] ?? null;
        const row = photoRow(userId, now - n * 60_000, {
          patient_id: patientId,
          zone_traitee: 'Visage',
          file_size: FILE_MB * 1024 * 1024,
        });
        const parts = Array.from({ length: FILE_MB }, (_, index) => {
          const part = Buffer.from(chunk);
          part.writeUInt32LE(n * FILE_MB + index, 0);
          return part;
        });
        await store.put(row.storage_path, Readable.from(parts), {
          contentType: 'image/jpeg',
          contentLength: row.file_size,
        });
        await db.insertInto('photos').values(row).execute();
        files.push(path.join(dir, 'blobs', row.storage_path));
      }
      await db.destroy();
      return {
        dir,
        server,
        cookie,
        files,
        libraryBytes: FILES * FILE_MB * 1024 * 1024,
        idlePeakBytes: await server.peakRssBytes(),
        archiveBytes: 0,
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  },
  async baseline({ files }) {
    for (const file of files) await drain(createReadStream(file));
  },
  async candidate(context) {
    const response = await fetch(`${context.server.url}/api/v1/export/archive`, {
      headers: { cookie: context.cookie },
    });
    if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
    context.archiveBytes = await drain(response.body);
  },
  async teardown({ dir, server }) {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  },
  report: async ({ server, libraryBytes, idlePeakBytes, archiveBytes }, candidate) => {
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    const peak = await server.peakRssBytes();
    return [
      `  archive throughput: ${(libraryBytes / 1024 / 1024 / (candidate.medianMs / 1000)).toFixed(0)} MB/s (archive ${mb(archiveBytes)} MB for ${mb(libraryBytes)} MB of media)`,
      `  server peak memory (VmHWM): ${mb(peak)} MB after the exports, ${mb(idlePeakBytes)} MB before: growth ${mb(peak - idlePeakBytes)} MB`,
    ];
  },
};

export const archiveBenchmarks = [archiveExport] as unknown as Benchmark<unknown>[];
