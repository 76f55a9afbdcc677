import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from '@tus/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobStagingStore } from '../src/modules/uploads/blob-staging-store';
import type { BlobStore } from '../src/platform/blobs/blob-store';
import { BlobUrlSigner } from '../src/platform/blobs/url-signer';
import { LocalBlobStore } from '../src/platform/blobs/local-blob-store';
import { startS3BlobStore } from './support/s3rver';
import { createTempDir, TEST_SIGNING_SECRET, type TempDir } from './support/test-config';

const DAY_MS = 24 * 60 * 60 * 1000;

interface StoreUnderTest {
  readonly blobs: BlobStore;
  close(): Promise<void>;
}

function uploadId(): string {
  return randomBytes(16).toString('hex');
}

/** A body that sends `bytes`, then fails as a dropped connection does. */
function droppedBody(bytes: Buffer): Readable {
  return Readable.from(
    (async function* () {
      yield bytes;
      throw new Error('connection reset');
    })(),
  );
}

// Unfinished uploads staged in the blob store (decision 0061), on both of its drivers.
function stagingContract(name: string, open: () => Promise<StoreUnderTest>) {
  describe(`upload staging in the blob store: ${name}`, () => {
    let underTest: StoreUnderTest;
    let assembly: TempDir;
    let staging: BlobStagingStore;

    beforeAll(async () => {
      underTest = await open();
      assembly = await createTempDir('assembly');
      staging = new BlobStagingStore(underTest.blobs, assembly.path, DAY_MS);
    }, 60_000);

    afterAll(async () => {
      await underTest?.close();
      await assembly?.remove();
    });

    async function create(size: number, creationDate = new Date().toISOString()) {
      const id = uploadId();
      await staging.create(
        new Upload({
          id,
          size,
          offset: 0,
          metadata: { filename: 'visage.jpg', user_id: 'u1' },
          creation_date: creationDate,
        }),
      );
      return id;
    }

    it('keeps whole parts only, and gives the bytes back in order as one file', async () => {
      const bytes = randomBytes(300_000);
      const id = await create(bytes.length);
      expect((await staging.getUpload(id)).offset).toBe(0);

      expect(await staging.write(Readable.from([bytes.subarray(0, 100_000)]), id, 0)).toBe(100_000);
      await expect(
        staging.write(droppedBody(bytes.subarray(100_000, 150_000)), id, 100_000),
      ).rejects.toThrow();
      const afterDrop = await staging.getUpload(id);
      expect(afterDrop.offset).toBe(100_000);
      expect(afterDrop.size).toBe(bytes.length);
      expect(afterDrop.metadata).toEqual({ filename: 'visage.jpg', user_id: 'u1' });

      await staging.write(Readable.from([bytes.subarray(100_000, 250_000)]), id, 100_000);
      await staging.write(Readable.from([bytes.subarray(250_000)]), id, 250_000);
      const whole = await staging.getUpload(id);
      expect(whole.offset).toBe(bytes.length);

      const copied = await staging.withLocalCopy(whole, async (file) => {
        expect(path.dirname(file)).toBe(assembly.path);
        return readFile(file);
      });
      expect(copied.equals(bytes)).toBe(true);

      expect(await collect(staging.stagedIds())).toContain(id);
      await staging.remove(id);
      await expect(staging.getUpload(id)).rejects.toMatchObject({ status_code: 404 });
      expect(await collect(staging.stagedIds())).not.toContain(id);
    });

    it('refuses ids that tus never made', async () => {
      await expect(staging.getUpload('../../medical-photos')).rejects.toMatchObject({
        status_code: 404,
      });
      await expect(staging.remove('../x')).rejects.toMatchObject({ status_code: 404 });
    });

    it('drops unfinished uploads after a day, never a fresh or a whole one', async () => {
      const old = new Date(Date.now() - 2 * DAY_MS).toISOString();
      const stale = await create(10, old);
      const wholeButOld = await create(3, old);
      await staging.write(Readable.from([Buffer.from('abc')]), wholeButOld, 0);
      const fresh = await create(10);

      expect(await staging.deleteExpired()).toBe(1);
      const left = await collect(staging.stagedIds());
      expect(left).not.toContain(stale);
      expect(left).toEqual(expect.arrayContaining([wholeButOld, fresh]));
    });
  });
}

async function collect(ids: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const id of ids) all.push(id);
  return all;
}

stagingContract('local disk', async () => {
  const root = await createTempDir('staging-blobs');
  const blobs = new LocalBlobStore(root.path, new BlobUrlSigner(TEST_SIGNING_SECRET, null));
  return { blobs, close: () => root.remove() };
});

stagingContract('S3 (s3rver)', async () => {
  const { store, close } = await startS3BlobStore();
  return { blobs: store, close };
});
