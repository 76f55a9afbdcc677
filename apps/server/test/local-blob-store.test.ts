import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobSizeMismatchError } from '../src/platform/blobs/blob-store';
import { LocalBlobStore } from '../src/platform/blobs/local-blob-store';
import { BlobUrlSigner } from '../src/platform/blobs/url-signer';
import { createTempDir, TEST_SIGNING_SECRET, type TempDir } from './support/test-config';

let root: TempDir;
let store: LocalBlobStore;

beforeEach(async () => {
  root = await createTempDir('local-blobs');
  store = new LocalBlobStore(root.path, new BlobUrlSigner(TEST_SIGNING_SECRET, null));
});

afterEach(async () => {
  await root.remove();
});

async function* failingAfter(text: string): AsyncGenerator<Uint8Array> {
  yield Buffer.from(text);
  throw new Error('connection reset by the client');
}

async function readText(key: string): Promise<string | null> {
  const content = await store.get(key);
  if (content === null) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of content.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

async function filesIn(directory: string): Promise<string[]> {
  return (await readdir(directory)).sort();
}

describe('local disk blob store', () => {
  it('keeps the previous content when an upload fails midway, and leaves no partial file', async () => {
    await store.put('p/photo.jpg', Readable.from([Buffer.from('complete')]), {
      contentType: 'image/jpeg',
    });
    await expect(
      store.put('p/photo.jpg', Readable.from(failingAfter('half')), { contentType: 'image/png' }),
    ).rejects.toThrow('connection reset');
    expect(await readText('p/photo.jpg')).toBe('complete');
    expect((await store.head('p/photo.jpg'))?.contentType).toBe('image/jpeg');
    expect(await filesIn(path.join(root.path, 'p'))).toEqual(['.photo.jpg.meta.json', 'photo.jpg']);
  });

  it('refuses content shorter or longer than declared', async () => {
    await expect(
      store.put('p/short.bin', Readable.from([Buffer.from('abc')]), {
        contentType: 'application/octet-stream',
        contentLength: 4,
      }),
    ).rejects.toBeInstanceOf(BlobSizeMismatchError);
    expect(await store.head('p/short.bin')).toBeNull();
    expect(await filesIn(path.join(root.path, 'p'))).toEqual([]);
  });

  it('lists in byte order and never shows its metadata or temp files', async () => {
    for (const key of ['b.jpg', 'a/x.jpg', 'a-b.jpg']) {
      await store.put(key, Readable.from([Buffer.from(key)]), { contentType: 'image/jpeg' });
    }
    const keys: string[] = [];
    for await (const key of store.list('')) keys.push(key);
    expect(keys).toEqual(['a-b.jpg', 'a/x.jpg', 'b.jpg']);
  });

  it('keeps the content type beside the file, not inside it', async () => {
    await store.put('docs/report.pdf', Readable.from([Buffer.from('%PDF-1.7')]), {
      contentType: 'application/pdf',
    });
    expect(await readText('docs/report.pdf')).toBe('%PDF-1.7');
    expect((await store.head('docs/report.pdf'))?.contentType).toBe('application/pdf');
    await store.delete('docs/report.pdf');
    expect(await filesIn(path.join(root.path, 'docs'))).toEqual([]);
  });
});
