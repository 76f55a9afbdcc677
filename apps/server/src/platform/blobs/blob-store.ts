import type { Readable } from 'node:stream';

export type BlobDriver = 'local' | 's3';

export interface BlobPutOptions {
  readonly contentType: string;
  /** When known, lets S3 take the object in one request; local disk checks the byte count. */
  readonly contentLength?: number;
}

/** Inclusive byte range, as in an HTTP Range header; `end` omitted means "to the last byte". */
export interface BlobRange {
  readonly start: number;
  readonly end?: number;
}

export interface BlobMeta {
  readonly size: number;
  readonly contentType: string;
  readonly lastModified: Date;
}

export interface BlobContent extends BlobMeta {
  readonly stream: Readable;
  /** The bytes actually sent: the whole blob, or the satisfied range (end clamped to size). */
  readonly range: { readonly start: number; readonly end: number } | null;
  readonly contentLength: number;
}

/** What a blob stored without a recorded type is served as. */
export const DEFAULT_BLOB_CONTENT_TYPE = 'application/octet-stream';

export interface SignedUrlOptions {
  readonly expiresInSeconds: number;
}

/**
 * Where files live: local disk for one machine, S3-compatible storage when scaled out. Content
 * always travels as streams, never whole in memory. Keys are validated by validateBlobKey.
 */
export interface BlobStore {
  readonly driver: BlobDriver;
  put(
    key: string,
    body: Readable | AsyncIterable<Uint8Array>,
    options: BlobPutOptions,
  ): Promise<{ size: number }>;
  /** null when the key does not exist; BlobRangeNotSatisfiableError when the range starts past the end. */
  get(key: string, options?: { range?: BlobRange }): Promise<BlobContent | null>;
  head(key: string): Promise<BlobMeta | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Keys starting with `prefix` (a plain string prefix, as on S3). The order is not part of the
   * contract: AWS sorts by bytes, some S3-compatible stores do not.
   */
  list(prefix: string): AsyncIterable<string>;
  /**
   * Deletes every key of a folder (`prefix` ends with '/') and the folder itself where folders
   * exist (local disk): nothing named after it remains, not even an empty directory.
   */
  deleteFolder(prefix: string): Promise<void>;
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
  /** Resolves when the store is reachable and writable; used by the health check. */
  check(): Promise<void>;
  /** Releases connections; the store is not used afterwards. */
  close(): Promise<void>;
}

export class InvalidBlobKeyError extends Error {
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`Invalid blob key ${JSON.stringify(key)}: ${reason}`);
    this.name = 'InvalidBlobKeyError';
  }
}

export class BlobRangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super(`Range not satisfiable for a blob of ${size} bytes`);
    this.name = 'BlobRangeNotSatisfiableError';
  }
}

export class BlobSizeMismatchError extends Error {
  constructor(
    readonly expected: number,
    readonly received: number,
  ) {
    super(`Expected ${expected} bytes, received ${received}`);
    this.name = 'BlobSizeMismatchError';
  }
}

/** Clamps a requested range to a blob of `size` bytes, with HTTP Range semantics. */
export function resolveRange(range: BlobRange, size: number): { start: number; end: number } {
  const end = Math.min(range.end ?? size - 1, size - 1);
  if (
    !Number.isInteger(range.start) ||
    range.start < 0 ||
    range.start >= size ||
    range.start > end
  ) {
    throw new BlobRangeNotSatisfiableError(size);
  }
  return { start: range.start, end };
}
