import { mkdirSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { DataStore, Upload } from '@tus/utils';
import type { FaultPoint } from '../../platform/faults/fault-points';

/** tus names uploads with 16 random bytes in hex; anything else was never ours. */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** Where unfinished uploads wait, and how a finished one is read back as one file. */
export interface UploadStaging {
  readonly datastore: DataStore;
  /** Every upload staged here, finished or not. */
  stagedIds(): AsyncIterable<string>;
  /** Lends the upload's bytes as one local file, for the media checks of its finish. */
  withLocalCopy<T>(upload: Upload, use: (file: string) => Promise<T>): Promise<T>;
}

/**
 * The staging store of the crash tests' `upload.body` fault: a PATCH that carries an upload
 * past half of its length writes that half, then halts there (decision 0024).
 */
class HalfwayHaltingFileStore extends FileStore {
  constructor(
    options: ConstructorParameters<typeof FileStore>[0],
    private readonly fault: FaultPoint,
  ) {
    super(options);
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const half = Math.floor(((await this.getUpload(id)).size ?? 0) / 2);
    let position = offset;
    const fault = this.fault;
    const gate = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        const before = position;
        position += chunk.length;
        if (before >= half || position < half) return done(null, chunk);
        this.push(chunk.subarray(0, half - before));
        void fault('upload.body', id).then(() => done(null, chunk.subarray(half - before)));
      },
    });
    readable.on('error', (error) => gate.destroy(error));
    return super.write(readable.pipe(gate), id, offset);
  }
}

/**
 * Unfinished uploads on this node's disk (decision 0014): the fastest, for one server. The
 * finished file is read where it was staged.
 */
export function diskStaging(
  directory: string,
  expirationPeriodInMilliseconds: number,
  fault: { readonly haltHalfway: boolean; readonly point: FaultPoint } | null = null,
): UploadStaging {
  // FileStore creates its folder asynchronously; the first expiry sweep must find it.
  mkdirSync(directory, { recursive: true });
  const options = { directory, expirationPeriodInMilliseconds };
  const datastore = fault?.haltHalfway
    ? new HalfwayHaltingFileStore(options, fault.point)
    : new FileStore(options);
  return {
    datastore,
    async *stagedIds() {
      const names = await readdir(directory).catch(() => [] as string[]);
      yield* names.filter((name) => UPLOAD_ID.test(name));
    },
    withLocalCopy: (upload, use) => use(upload.storage?.path ?? path.join(directory, upload.id)),
  };
}
