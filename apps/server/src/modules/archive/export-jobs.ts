import {
  EXPORT_JOB_KEEP_DAYS,
  type ExportJob,
  type ExportJobDownload,
  type ExportJobList,
} from '@photodossier/domain/archive';
import type { Kysely } from 'kysely';
import { Transform } from 'node:stream';
import type { Logger } from 'pino';
import type { Viewer } from '../../platform/auth/viewer';
import type { BlobStore } from '../../platform/blobs/blob-store';
import { fromDbBool, newId, nowMs, toDbBool, toIso } from '../../platform/db/portable';
import type { Database, ExportJobsTable } from '../../platform/db/schema';
import { takeUserRow } from '../../platform/db/take-rows';
import { AppError } from '../../platform/http/problem';
import type { AccessJournal } from '../journal/service';
import type { ArchiveDownload } from './service';

const DAY_MS = 86_400_000;
// Progress is written at most this often: a row per megabyte would be a write storm.
const PROGRESS_EVERY_BYTES = 4 * 1024 * 1024;
const DOWNLOAD_LINK_SECONDS = 15 * 60;
const JOBS_SHOWN = 10;

type JobRow = ExportJobsTable;

function toRecord(row: JobRow): ExportJob {
  return {
    id: row.id,
    status: row.status,
    with_embeddings: fromDbBool(row.with_embeddings),
    bytes_done: Number(row.bytes_done),
    bytes_total: Number(row.bytes_total),
    created_at: toIso(Number(row.created_at)),
    finished_at: row.finished_at === null ? null : toIso(Number(row.finished_at)),
    expires_at: row.expires_at === null ? null : toIso(Number(row.expires_at)),
  };
}

/** The export_jobs rows: the queue itself, on SQLite and PostgreSQL alike. */
export class ExportJobsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Queues the job unless the user's archive of that kind is still queued or being written;
   * the job that will write it, and whether it is the new one. The user's row is taken first:
   * two requests at the same moment both read "none waiting" and both queued one.
   */
  async insertUnlessUnfinished(row: JobRow): Promise<{ job: JobRow; created: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      await takeUserRow(trx, row.user_id, row.created_at);
      const pending = await new ExportJobsRepository(trx).unfinished(
        row.user_id,
        fromDbBool(row.with_embeddings),
      );
      if (pending) return { job: pending, created: false };
      await trx.insertInto('export_jobs').values(row).execute();
      return { job: row, created: true };
    });
  }

  list(userId: string): Promise<JobRow[]> {
    return this.db
      .selectFrom('export_jobs')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(JOBS_SHOWN)
      .execute();
  }

  /** The user's archive of that kind still queued or being written, if any. */
  async unfinished(userId: string, withEmbeddings: boolean): Promise<JobRow | null> {
    const row = await this.db
      .selectFrom('export_jobs')
      .selectAll()
      .where('user_id', '=', userId)
      .where('with_embeddings', '=', toDbBool(withEmbeddings))
      .where('status', 'in', ['queued', 'running'])
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
    return row ?? null;
  }

  async find(userId: string, id: string): Promise<JobRow | null> {
    const row = await this.db
      .selectFrom('export_jobs')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ?? null;
  }

  /** A job left running by a stopped server starts again from the beginning. */
  async requeueInterrupted(now: number): Promise<void> {
    await this.db
      .updateTable('export_jobs')
      .set({ status: 'queued', bytes_done: 0, updated_at: now })
      .where('status', '=', 'running')
      .execute();
  }

  /** The oldest queued job, now running; null when none is waiting. */
  async claimNext(now: number): Promise<JobRow | null> {
    for (;;) {
      const next = await this.db
        .selectFrom('export_jobs')
        .selectAll()
        .where('status', '=', 'queued')
        .orderBy('created_at')
        .limit(1)
        .executeTakeFirst();
      if (!next) return null;
      const claimed = await this.db
        .updateTable('export_jobs')
        .set({ status: 'running', attempts: next.attempts + 1, updated_at: now })
        .where('id', '=', next.id)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 1) return { ...next, status: 'running' };
    }
  }

  async progress(id: string, done: number, total: number, now: number): Promise<void> {
    await this.db
      .updateTable('export_jobs')
      .set({ bytes_done: done, bytes_total: total, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .execute();
  }

  async finish(id: string, changes: Partial<JobRow>): Promise<void> {
    await this.db.updateTable('export_jobs').set(changes).where('id', '=', id).execute();
  }

  /** Finished archives past their time: their blobs go, then the rows. */
  async expired(now: number): Promise<JobRow[]> {
    return this.db.selectFrom('export_jobs').selectAll().where('expires_at', '<', now).execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('export_jobs').where('id', '=', id).execute();
  }
}

export interface ExportJobDeps {
  readonly repository: ExportJobsRepository;
  readonly blobs: BlobStore;
  readonly journal: AccessJournal;
  readonly logger: Logger;
  /** The archive of a user, as the synchronous download streams it. */
  readonly build: (userId: string, withEmbeddings: boolean) => Promise<ArchiveDownload>;
}

/**
 * Large archives written to the blob store by an in-process runner, one job at a time. The
 * queue is the table: a restart finds the jobs it had not finished and runs them again, so an
 * export asked for survives a deploy or a crash.
 */
export class ExportJobs {
  #draining: Promise<void> | null = null;
  #stopped = false;
  #current: ArchiveDownload | null = null;

  constructor(private readonly deps: ExportJobDeps) {}

  async start(): Promise<void> {
    try {
      await this.deps.repository.requeueInterrupted(nowMs());
    } catch (error) {
      // A database that does not answer yet must not keep the server from starting: /api/health
      // says so, and the interrupted jobs wait for the next start.
      this.deps.logger.error({ err: error }, 'export jobs: could not requeue interrupted jobs');
      return;
    }
    this.#kick();
  }

  /** Stops taking jobs; the one running is cut and left for the next start. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#current?.stream.destroy(new Error('server stopping'));
    await this.#draining?.catch(() => undefined);
  }

  async create(viewer: Viewer, withEmbeddings: boolean): Promise<ExportJob> {
    const now = nowMs();
    const row: JobRow = {
      id: newId(),
      user_id: viewer.userId,
      status: 'queued',
      with_embeddings: toDbBool(withEmbeddings),
      bytes_done: 0,
      bytes_total: 0,
      attempts: 0,
      blob_key: null,
      error: null,
      created_at: now,
      updated_at: now,
      finished_at: null,
      expires_at: null,
    };
    // Asked again (a second click, another tab) while the same archive is still being prepared:
    // that one is answered, rather than a second copy of a library that may weigh gigabytes.
    const { job, created } = await this.deps.repository.insertUnlessUnfinished(row);
    if (!created) return toRecord(job);
    await this.deps.journal.record(viewer, 'data.archive', {
      targetId: withEmbeddings ? 'embeddings' : null,
    });
    this.#kick();
    return toRecord(row);
  }

  async list(viewer: Viewer): Promise<ExportJobList> {
    await this.#sweep();
    return { items: (await this.deps.repository.list(viewer.userId)).map(toRecord) };
  }

  /** A signed link to the finished archive, valid for a quarter of an hour. */
  async download(viewer: Viewer, id: string): Promise<ExportJobDownload> {
    const row = await this.deps.repository.find(viewer.userId, id);
    if (!row) throw new AppError('request.not_found', 404);
    if (row.status !== 'done' || !row.blob_key || Number(row.expires_at) < nowMs()) {
      throw new AppError('archive.job_not_ready', 409);
    }
    const url = await this.deps.blobs.signedUrl(row.blob_key, {
      expiresInSeconds: DOWNLOAD_LINK_SECONDS,
    });
    await this.deps.journal.record(viewer, 'data.archive', { targetId: row.id });
    return { url, expires_at: toIso(nowMs() + DOWNLOAD_LINK_SECONDS * 1000) };
  }

  #kick(): void {
    if (this.#stopped || this.#draining) return;
    this.#draining = this.#drain().finally(() => {
      this.#draining = null;
    });
  }

  async #drain(): Promise<void> {
    while (!this.#stopped) {
      const job = await this.deps.repository.claimNext(nowMs());
      if (!job) return;
      await this.#run(job);
    }
  }

  async #run(job: JobRow): Promise<void> {
    const { repository, blobs, logger } = this.deps;
    const key = `exports/${job.user_id}/${job.id}.zip`;
    try {
      const archive = await this.deps.build(job.user_id, fromDbBool(job.with_embeddings));
      // Until the counter below listens, a stop's error must not go unheard.
      let failure: unknown = null;
      archive.stream.once('error', (error) => {
        failure = error;
      });
      this.#current = archive;
      const total = archive.size;
      await repository.progress(job.id, 0, total, nowMs());
      let done = 0;
      let reported = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          done += chunk.length;
          if (done - reported >= PROGRESS_EVERY_BYTES) {
            reported = done;
            void repository.progress(job.id, done, total, nowMs()).catch(() => undefined);
          }
          callback(null, chunk);
        },
      });
      if (failure || this.#stopped) throw failure ?? new Error('server stopping');
      archive.stream.on('error', (error) => counter.destroy(error));
      // The blob store may not read the counter yet (folders being made): its failure reaches
      // put() as a premature end; this listener only keeps it from being an uncaught error.
      counter.on('error', () => undefined);
      await blobs.put(key, archive.stream.pipe(counter), {
        contentType: 'application/zip',
        contentLength: archive.size,
      });
      if (this.#stopped) return;
      const now = nowMs();
      await repository.finish(job.id, {
        status: 'done',
        blob_key: key,
        bytes_done: done,
        bytes_total: done,
        updated_at: now,
        finished_at: now,
        expires_at: now + EXPORT_JOB_KEEP_DAYS * DAY_MS,
      });
    } catch (error) {
      // Stopping leaves the job running: the next start runs it again.
      if (this.#stopped) return;
      logger.error({ err: error, jobId: job.id }, 'background archive export failed');
      await blobs.delete(key).catch(() => undefined);
      await repository.finish(job.id, {
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
        updated_at: nowMs(),
        finished_at: nowMs(),
      });
    } finally {
      this.#current = null;
    }
  }

  async #sweep(): Promise<void> {
    for (const row of await this.deps.repository.expired(nowMs())) {
      if (row.blob_key) await this.deps.blobs.delete(row.blob_key);
      await this.deps.repository.delete(row.id);
    }
  }
}
