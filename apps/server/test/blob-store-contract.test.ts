import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlobRangeNotSatisfiableError,
  InvalidBlobKeyError,
  type BlobStore,
} from '../src/platform/blobs/blob-store';
import { LocalBlobStore } from '../src/platform/blobs/local-blob-store';
import { BlobUrlSigner } from '../src/platform/blobs/url-signer';
import { startS3BlobStore } from './support/s3rver';
import { createTempDir, TEST_SIGNING_SECRET, type TempDir } from './support/test-config';

const LARGE_SIZE = 20 * 1024 * 1024 + 12_345;

function textStream(text: string): Readable {
  return Readable.from([Buffer.from(text)]);
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Deterministic bytes produced 64 KiB at a time: never the whole content in memory. */
async function* generatedBytes(size: number): AsyncGenerator<Uint8Array> {
  const block = Buffer.alloc(64 * 1024);
  for (let offset = 0; offset < size; offset += block.length) {
    const length = Math.min(block.length, size - offset);
    for (let index = 0; index < length; index += 1) block[index] = (offset + index) % 251;
    yield Buffer.from(block.subarray(0, length));
  }
}

async function digestOf(
  source: AsyncIterable<Uint8Array>,
): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of source) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** Sorted here: listing order is not part of the contract (s3rver does not sort like AWS). */
async function listAll(store: BlobStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.list(prefix)) keys.push(key);
  return keys.sort();
}

interface StoreUnderTest {
  readonly store: BlobStore;
  close(): Promise<void>;
}

/** The behaviour every BlobStore must have, whatever holds the bytes. */
function blobStoreContract(name: string, open: () => Promise<StoreUnderTest>): void {
  describe(`BlobStore contract: ${name}`, () => {
    let subject: StoreUnderTest;
    let store: BlobStore;

    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });

    afterAll(async () => {
      await subject?.close();
    });

    it('stores content with its type and reads it back', async () => {
      const { size } = await store.put('medical-photos/u1/p1/1-a.jpg', textStream('photo bytes'), {
        contentType: 'image/jpeg',
      });
      expect(size).toBe(11);
      const content = await store.get('medical-photos/u1/p1/1-a.jpg');
      expect(content).toMatchObject({
        size: 11,
        contentLength: 11,
        contentType: 'image/jpeg',
        range: null,
      });
      expect((await readAll(content!.stream)).toString()).toBe('photo bytes');
      const meta = await store.head('medical-photos/u1/p1/1-a.jpg');
      expect(meta).toMatchObject({ size: 11, contentType: 'image/jpeg' });
      expect(meta!.lastModified).toBeInstanceOf(Date);
    });

    it('accepts a declared content length and replaces existing content', async () => {
      await store.put('drive-files/u1/doc.pdf', textStream('first version'), {
        contentType: 'application/pdf',
        contentLength: 13,
      });
      await store.put('drive-files/u1/doc.pdf', textStream('v2'), {
        contentType: 'text/plain',
        contentLength: 2,
      });
      const content = await store.get('drive-files/u1/doc.pdf');
      expect(content).toMatchObject({ size: 2, contentType: 'text/plain' });
      expect((await readAll(content!.stream)).toString()).toBe('v2');
    });

    it('stores and reads empty content', async () => {
      await store.put('temp/sessions/s1/empty', textStream(''), { contentType: 'text/plain' });
      const content = await store.get('temp/sessions/s1/empty');
      expect(content?.size).toBe(0);
      expect((await readAll(content!.stream)).length).toBe(0);
    });

    it('reads byte ranges with HTTP Range semantics', async () => {
      await store.put('ranges/digits.txt', textStream('0123456789'), { contentType: 'text/plain' });
      const middle = await store.get('ranges/digits.txt', { range: { start: 2, end: 5 } });
      expect(middle).toMatchObject({ size: 10, contentLength: 4, range: { start: 2, end: 5 } });
      expect((await readAll(middle!.stream)).toString()).toBe('2345');
      const toEnd = await store.get('ranges/digits.txt', { range: { start: 7 } });
      expect(toEnd).toMatchObject({ contentLength: 3, range: { start: 7, end: 9 } });
      expect((await readAll(toEnd!.stream)).toString()).toBe('789');
      const clamped = await store.get('ranges/digits.txt', { range: { start: 8, end: 100 } });
      expect(clamped?.range).toEqual({ start: 8, end: 9 });
      expect((await readAll(clamped!.stream)).toString()).toBe('89');
      const single = await store.get('ranges/digits.txt', { range: { start: 0, end: 0 } });
      expect((await readAll(single!.stream)).toString()).toBe('0');
      await expect(store.get('ranges/digits.txt', { range: { start: 10 } })).rejects.toBeInstanceOf(
        BlobRangeNotSatisfiableError,
      );
      await expect(
        store.get('ranges/digits.txt', { range: { start: 5, end: 4 } }),
      ).rejects.toBeInstanceOf(BlobRangeNotSatisfiableError);
    });

    it('reports missing keys as null, and deleting them is not an error', async () => {
      expect(await store.get('nothing/here.jpg')).toBeNull();
      expect(await store.get('nothing/here.jpg', { range: { start: 0 } })).toBeNull();
      expect(await store.head('nothing/here.jpg')).toBeNull();
      await store.delete('nothing/here.jpg');
      expect(await store.head('nothing/here.jpg')).toBeNull();
    });

    it('deletes content', async () => {
      await store.put('to-delete/a.txt', textStream('a'), { contentType: 'text/plain' });
      await store.delete('to-delete/a.txt');
      expect(await store.head('to-delete/a.txt')).toBeNull();
      expect(await store.get('to-delete/a.txt')).toBeNull();
      expect(await listAll(store, 'to-delete/')).toEqual([]);
    });

    it('streams 20 MB in and out without holding it in memory', async () => {
      const expected = await digestOf(generatedBytes(LARGE_SIZE));
      const { size } = await store.put(
        'videos/u1/large.mp4',
        Readable.from(generatedBytes(LARGE_SIZE)),
        {
          contentType: 'video/mp4',
        },
      );
      expect(size).toBe(LARGE_SIZE);
      const content = await store.get('videos/u1/large.mp4');
      expect(content?.size).toBe(LARGE_SIZE);
      expect(await digestOf(content!.stream)).toEqual(expected);
      const tail = await store.get('videos/u1/large.mp4', {
        range: { start: LARGE_SIZE - 1000 },
      });
      const tailBytes = await readAll(tail!.stream);
      expect(tailBytes.length).toBe(1000);
      expect(tailBytes[0]).toBe((LARGE_SIZE - 1000) % 251);
    }, 60_000);

    it('lists keys by prefix, including partial segments', async () => {
      const keys = [
        'list/u1/p1/2-b.jpg',
        'list/u1/p1/1-a.jpg',
        'list/u1/p1/1-a.jpg_thumbnail.jpg',
        'list/u1/p10/x.jpg',
        'list/u1/p1-old.jpg',
        'list/u2/p1/y.jpg',
      ];
      for (const key of keys) await store.put(key, textStream(key), { contentType: 'image/jpeg' });
      expect(await listAll(store, 'list/u1/')).toEqual([
        'list/u1/p1-old.jpg',
        'list/u1/p1/1-a.jpg',
        'list/u1/p1/1-a.jpg_thumbnail.jpg',
        'list/u1/p1/2-b.jpg',
        'list/u1/p10/x.jpg',
      ]);
      expect(await listAll(store, 'list/u1/p1/')).toEqual([
        'list/u1/p1/1-a.jpg',
        'list/u1/p1/1-a.jpg_thumbnail.jpg',
        'list/u1/p1/2-b.jpg',
      ]);
      expect(await listAll(store, 'list/u1/p1')).toEqual([
        'list/u1/p1-old.jpg',
        'list/u1/p1/1-a.jpg',
        'list/u1/p1/1-a.jpg_thumbnail.jpg',
        'list/u1/p1/2-b.jpg',
        'list/u1/p10/x.jpg',
      ]);
      expect(await listAll(store, 'list/u3/')).toEqual([]);
      expect(await listAll(store, 'list/')).toHaveLength(keys.length);
    });

    it('refuses keys that could escape the store or be misread', async () => {
      const badKeys = [
        '',
        '/etc/passwd',
        '../outside.txt',
        'a/../../outside.txt',
        'a/./b',
        'a//b',
        'a/b/',
        '.hidden',
        'a/.meta.json',
        'a\\b',
        'with space.jpg',
        'naïve.jpg',
        'x'.repeat(1025),
      ];
      for (const key of badKeys) {
        await expect(
          store.put(key, textStream('x'), { contentType: 'text/plain' }),
          JSON.stringify(key),
        ).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.get(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.head(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      }
      await expect(listAll(store, '../')).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(listAll(store, '/abs')).rejects.toBeInstanceOf(InvalidBlobKeyError);
    });

    it('gives signed links that fetch the content', async () => {
      await store.put('links/a.txt', textStream('linked content'), { contentType: 'text/plain' });
      const url = await store.signedUrl('links/a.txt', { expiresInSeconds: 60 });
      expect(url).toMatch(/links\/a\.txt\?/);
      if (store.driver === 's3') {
        expect(url).toMatch(/X-Amz-Expires=60/);
        // Presigned URLs go straight to the bucket (local links are served by the app and
        // tested with its route in signed-blob-url.test.ts).
        const response = await fetch(url);
        expect(response.status).toBe(200);
        expect(await response.text()).toBe('linked content');
      } else {
        expect(url).toMatch(/^\/api\/v1\/blobs\/links\/a\.txt\?expires=\d+&signature=/);
      }
      await expect(store.signedUrl('../a', { expiresInSeconds: 60 })).rejects.toBeInstanceOf(
        InvalidBlobKeyError,
      );
    });

    it('answers the health check', async () => {
      await store.check();
      expect(store.driver).toMatch(/^(local|s3)$/);
    });
  });
}

blobStoreContract('local disk', async () => {
  const root: TempDir = await createTempDir('blobs');
  const signer = new BlobUrlSigner(TEST_SIGNING_SECRET, null);
  return { store: new LocalBlobStore(root.path, signer), close: () => root.remove() };
});

blobStoreContract('S3 (s3rver)', startS3BlobStore);
