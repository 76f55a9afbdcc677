import type { AppDatabase } from '../../platform/db/database';
import { readInstallationId } from '../../platform/db/app-meta';
import type { BlobStore } from '../../platform/blobs/blob-store';
import type { Logger } from 'pino';

const CHECK_TIMEOUT_MS = 3_000;

export type CheckStatus = 'ok' | 'error';

export interface HealthReport {
  status: CheckStatus;
  nodeId: string;
  installationId: string | null;
  database: { dialect: AppDatabase['dialect']; status: CheckStatus; latencyMs: number };
  blobs: { driver: BlobStore['driver']; status: CheckStatus; latencyMs: number };
}

async function timed<T>(
  check: () => Promise<T>,
): Promise<{ ok: boolean; value: T | null; latencyMs: number; error: unknown }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
        CHECK_TIMEOUT_MS,
      );
    });
    const value = await Promise.race([check(), timeout]);
    return { ok: true, value, latencyMs: performance.now() - started, error: null };
  } catch (error) {
    return { ok: false, value: null, latencyMs: performance.now() - started, error };
  } finally {
    clearTimeout(timer);
  }
}

const roundMs = (value: number) => Math.round(value * 100) / 100;

export class HealthService {
  constructor(
    private readonly database: AppDatabase,
    private readonly blobs: BlobStore,
    private readonly nodeId: string,
    private readonly logger: Logger,
  ) {}

  /** Reads a row back from the database and probes the blob store; both must answer. */
  async report(): Promise<HealthReport> {
    const [database, blobs] = await Promise.all([
      timed(async () => {
        const installationId = await readInstallationId(this.database.db);
        if (installationId === null)
          throw new Error('installation id missing: migrations not run?');
        return installationId;
      }),
      timed(() => this.blobs.check()),
    ]);
    // Details stay in the log: the health endpoint is public and must not reveal internals.
    if (!database.ok) this.logger.warn({ err: database.error }, 'health: database check failed');
    if (!blobs.ok) this.logger.warn({ err: blobs.error }, 'health: blob store check failed');
    return {
      status: database.ok && blobs.ok ? 'ok' : 'error',
      nodeId: this.nodeId,
      installationId: database.value,
      database: {
        dialect: this.database.dialect,
        status: database.ok ? 'ok' : 'error',
        latencyMs: roundMs(database.latencyMs),
      },
      blobs: {
        driver: this.blobs.driver,
        status: blobs.ok ? 'ok' : 'error',
        latencyMs: roundMs(blobs.latencyMs),
      },
    };
  }
}
