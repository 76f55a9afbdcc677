import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStoreConfig } from '../../config/types';
import {
  BlobRangeNotSatisfiableError,
  resolveRange,
  type BlobContent,
  type BlobMeta,
  type BlobPutOptions,
  type BlobRange,
  type BlobStore,
  type SignedUrlOptions,
  DEFAULT_BLOB_CONTENT_TYPE,
} from './blob-store';
import { validateBlobKey, validateBlobPrefix } from './keys';

type S3Config = Extract<BlobStoreConfig, { driver: 's3' }>;

/** Memory held per upload of unknown length: one part. S3's minimum part size is 5 MiB. */
const PART_SIZE = 8 * 1024 * 1024;

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
    // Recent SDKs add CRC32 trailers (aws-chunked bodies) by default, which many S3-compatible
    // stores reject; checksums only when the operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** Passes the body on while counting its bytes: S3 answers a multipart upload without a size. */
async function* counted(
  body: AsyncIterable<Uint8Array>,
  counter: { bytes: number },
): AsyncGenerator<Uint8Array> {
  for await (const chunk of body) {
    counter.bytes += chunk.byteLength;
    yield chunk;
  }
}

/** Passes on `length` bytes after skipping `skip`, then ends (and stops reading the source). */
function byteWindow(skip: number, length: number): Transform {
  let position = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const from = Math.max(0, skip - position);
      const to = Math.min(chunk.length, skip + length - position);
      position += chunk.length;
      if (to > from) this.push(chunk.subarray(from, to));
      if (position >= skip + length) this.push(null);
      callback();
    },
  });
}

export class S3BlobStore implements BlobStore {
  readonly driver = 's3' as const;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(
    key: string,
    body: Readable | AsyncIterable<Uint8Array>,
    options: BlobPutOptions,
  ): Promise<{ size: number }> {
    validateBlobKey(key);
    if (options.contentLength !== undefined) {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: body instanceof Readable ? body : Readable.from(body),
          ContentLength: options.contentLength,
          ContentType: options.contentType,
        }),
      );
      return { size: options.contentLength };
    }
    return this.#putUnknownLength(key, body, options.contentType);
  }

  // Unknown length: lib-storage sends a single PutObject if the body fits in one part, else a
  // multipart upload (aborted on failure). One part in flight keeps memory at one part whatever
  // the file size.
  async #putUnknownLength(
    key: string,
    body: AsyncIterable<Uint8Array>,
    contentType: string,
  ): Promise<{ size: number }> {
    const counter = { bytes: 0 };
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: Readable.from(counted(body, counter)),
        ContentType: contentType,
      },
      partSize: PART_SIZE,
      queueSize: 1,
      leavePartsOnError: false,
    });
    await upload.done();
    return { size: counter.bytes };
  }

  async get(key: string, options: { range?: BlobRange } = {}): Promise<BlobContent | null> {
    validateBlobKey(key);
    const requested = options.range;
    const malformed =
      requested !== undefined &&
      (!Number.isInteger(requested.start) ||
        requested.start < 0 ||
        (requested.end !== undefined && requested.start > requested.end));
    if (malformed) {
      const meta = await this.head(key);
      if (meta === null) return null;
      throw new BlobRangeNotSatisfiableError(meta.size);
    }
    try {
      const response = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(requested ? { Range: `bytes=${requested.start}-${requested.end ?? ''}` } : {}),
        }),
      );
      const total = /\/(\d+)$/.exec(response.ContentRange ?? '')?.[1];
      const size = total === undefined ? (response.ContentLength ?? 0) : Number(total);
      const range = requested ? resolveRange(requested, size) : null;
      let stream = response.Body as Readable;
      if (range) {
        // Some S3-compatible servers send more than asked (s3rver answers bytes=0-0 with the
        // whole object): cut the requested window out of what was sent.
        const sent = /^bytes (\d+)-(\d+)\//.exec(response.ContentRange ?? '');
        const sentStart = sent ? Number(sent[1]) : 0;
        const sentEnd = sent ? Number(sent[2]) : size - 1;
        if (sentStart > range.start || sentEnd < range.end) {
          stream.destroy();
          throw new Error(`S3 sent bytes ${sentStart}-${sentEnd} for ${range.start}-${range.end}`);
        }
        if (sentStart !== range.start || sentEnd !== range.end) {
          const window = byteWindow(range.start - sentStart, range.end - range.start + 1);
          // pipeline, unlike pipe, passes a failing download on to the reader as an error.
          pipeline(stream, window).catch(() => undefined);
          stream = window;
        }
      }
      return {
        stream,
        size,
        contentType: response.ContentType ?? DEFAULT_BLOB_CONTENT_TYPE,
        lastModified: response.LastModified ?? new Date(0),
        range,
        contentLength: range ? range.end - range.start + 1 : size,
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return null;
      if (status === 416) {
        const meta = await this.head(key);
        if (meta === null) return null;
        throw new BlobRangeNotSatisfiableError(meta.size);
      }
      throw error;
    }
  }

  async head(key: string): Promise<BlobMeta | null> {
    validateBlobKey(key);
    try {
      const response = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return {
        size: response.ContentLength ?? 0,
        contentType: response.ContentType ?? DEFAULT_BLOB_CONTENT_TYPE,
        lastModified: response.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    validateBlobKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (statusOf(error) !== 404) throw error;
    }
  }

  // Folders do not exist on S3: deleting the keys leaves nothing behind.
  async deleteFolder(prefix: string): Promise<void> {
    validateBlobPrefix(prefix);
    if (!prefix.endsWith('/')) throw new Error(`Not a folder prefix: ${prefix}`);
    for await (const key of this.list(prefix)) await this.delete(key);
  }

  async *list(prefix: string): AsyncIterable<string> {
    validateBlobPrefix(prefix);
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          ...(continuationToken ? { ContinuationToken: continuationToken } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key !== undefined) yield object.Key;
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    validateBlobKey(key);
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: Math.max(1, Math.floor(options.expiresInSeconds)),
    });
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
