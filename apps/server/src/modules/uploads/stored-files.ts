import { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { BlobStore } from '../../platform/blobs/blob-store';

/** The blobs one upload wrote, so a failure can take every one of them back. */
export class StoredFiles {
  readonly #keys: string[] = [];

  constructor(
    private readonly blobs: BlobStore,
    private readonly logger: Logger,
  ) {}

  async put(key: string, body: Readable, contentType: string, length: number): Promise<void> {
    this.#keys.push(key);
    await this.blobs.put(key, body, { contentType, contentLength: length });
  }

  putBuffer(key: string, bytes: Buffer, contentType: string): Promise<void> {
    return this.put(key, Readable.from([bytes]), contentType, bytes.length);
  }

  async removeAll(): Promise<void> {
    const removals = await Promise.allSettled(this.#keys.map((key) => this.blobs.delete(key)));
    for (const removal of removals) {
      if (removal.status === 'rejected') {
        this.logger.error({ err: removal.reason }, 'a file of a failed upload was not deleted');
      }
    }
  }
}

/**
 * Like Promise.all, but waits for both before failing: a copy still running when its sibling
 * fails would otherwise land after the cleanup and stay behind.
 */
export async function bothSettled<A, B>(first: Promise<A>, second: Promise<B>): Promise<[A, B]> {
  const [a, b] = await Promise.allSettled([first, second]);
  if (a.status === 'rejected') throw a.reason;
  if (b.status === 'rejected') throw b.reason;
  return [a.value, b.value];
}
