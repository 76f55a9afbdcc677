import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { json } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import { z } from 'zod';
import type { BlobStore } from '../../platform/blobs/blob-store';
import { UPLOAD_ID, type UploadStaging } from './upload-staging';

const STAGING_ROOT = 'upload-staging/';
const INFO_NAME = 'info.json';
const PART_PREFIX = 'part-';
// Fifteen digits hold any Upload-Length admission accepts, and keep keys in byte order.
const OFFSET_DIGITS = 15;

const stagedInfoSchema = z.object({
  id: z.string().regex(UPLOAD_ID),
  size: z.number().int().nonnegative(),
  metadata: z.record(z.string(), z.string().nullable()).optional(),
  creation_date: z.string().optional(),
});
type StagedInfo = z.infer<typeof stagedInfoSchema>;

interface StagedPart {
  readonly key: string;
  readonly start: number;
}

function folderOf(id: string): string {
  return `${STAGING_ROOT}${id}/`;
}

function partKey(id: string, start: number): string {
  return `${folderOf(id)}${PART_PREFIX}${String(start).padStart(OFFSET_DIGITS, '0')}`;
}

/**
 * Unfinished uploads kept in the blob store, so that any node behind a load balancer can
 * continue one that another node began (decision 0061). Each PATCH becomes one object, named
 * after the offset it starts at, and is visible only once whole: a node that dies mid-PATCH
 * leaves the offset where the last whole part ended, and the client resends from there. tus
 * only lets a PATCH start at the current offset, so the parts follow each other without gaps
 * and only the last one's size has to be asked for.
 */
export class BlobStagingStore extends DataStore implements UploadStaging {
  readonly datastore = this;

  constructor(
    private readonly blobs: BlobStore,
    /** Where this node assembles a finished upload into one file for the media checks. */
    private readonly assemblyDir: string,
    private readonly expirationPeriodInMilliseconds: number,
  ) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration'];
  }

  override async create(upload: Upload): Promise<Upload> {
    const info: StagedInfo = {
      id: upload.id,
      size: upload.size ?? 0,
      metadata: upload.metadata ?? {},
      creation_date: upload.creation_date ?? new Date().toISOString(),
    };
    const body = Buffer.from(JSON.stringify(info));
    await this.blobs.put(`${folderOf(upload.id)}${INFO_NAME}`, Readable.from([body]), {
      contentType: 'application/json',
      contentLength: body.length,
    });
    upload.storage = { type: 'blob', path: folderOf(upload.id) };
    return upload;
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const { size } = await this.blobs.put(partKey(id, offset), readable, {
      contentType: 'application/octet-stream',
    });
    return offset + size;
  }

  override async getUpload(id: string): Promise<Upload> {
    const info = await this.#info(id);
    const parts = await this.#parts(id);
    const last = parts.at(-1);
    const lastSize = last ? ((await this.blobs.head(last.key))?.size ?? 0) : 0;
    return new Upload({
      ...info,
      offset: last ? last.start + lastSize : 0,
      storage: { type: 'blob', path: folderOf(id) },
    });
  }

  override async remove(id: string): Promise<void> {
    if (!UPLOAD_ID.test(id)) throw ERRORS.FILE_NOT_FOUND;
    await this.blobs.deleteFolder(folderOf(id));
  }

  override getExpiration(): number {
    return this.expirationPeriodInMilliseconds;
  }

  override async deleteExpired(): Promise<number> {
    const expiredBefore = Date.now() - this.expirationPeriodInMilliseconds;
    let deleted = 0;
    for await (const id of this.stagedIds()) {
      const upload = await this.getUpload(id).catch(() => null);
      if (!upload || upload.offset === upload.size) continue;
      const created = Date.parse(upload.creation_date ?? '');
      if (Number.isFinite(created) && created >= expiredBefore) continue;
      await this.remove(id);
      deleted += 1;
    }
    return deleted;
  }

  async *stagedIds(): AsyncIterable<string> {
    for await (const key of this.blobs.list(STAGING_ROOT)) {
      const [id, name] = key.slice(STAGING_ROOT.length).split('/');
      if (id && name === INFO_NAME && UPLOAD_ID.test(id)) yield id;
    }
  }

  async withLocalCopy<T>(upload: Upload, use: (file: string) => Promise<T>): Promise<T> {
    await mkdir(this.assemblyDir, { recursive: true });
    const file = path.join(this.assemblyDir, upload.id);
    try {
      await rm(file, { force: true });
      for (const part of await this.#parts(upload.id)) {
        const content = await this.blobs.get(part.key);
        if (!content) throw new Error(`Staged part ${part.key} vanished`);
        await pipeline(content.stream, createWriteStream(file, { flags: 'a' }));
      }
      return await use(file);
    } finally {
      await rm(file, { force: true });
    }
  }

  async #info(id: string): Promise<StagedInfo> {
    if (!UPLOAD_ID.test(id)) throw ERRORS.FILE_NOT_FOUND;
    const content = await this.blobs.get(`${folderOf(id)}${INFO_NAME}`);
    if (!content) throw ERRORS.FILE_NOT_FOUND;
    return stagedInfoSchema.parse(await json(content.stream));
  }

  async #parts(id: string): Promise<StagedPart[]> {
    const prefix = `${folderOf(id)}${PART_PREFIX}`;
    const parts: StagedPart[] = [];
    for await (const key of this.blobs.list(prefix)) {
      const start = Number(key.slice(prefix.length));
      if (Number.isSafeInteger(start)) parts.push({ key, start });
    }
    // The blob store does not promise an order.
    return parts.sort((a, b) => a.start - b.start);
  }
}
