import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { ZipReader } from '../src/modules/archive/zip-reader';
import { ZipWriter } from '../src/modules/archive/zip-writer';
import { createTempDir, type TempDir } from './support/test-config';

// The archive's ZIP writer (decision 0055), read back by the same reader (yauzl) that restores
// archives, which checks each entry's CRC and size against the central directory.

let dir: TempDir | null = null;
afterEach(async () => {
  await dir?.remove();
  dir = null;
});

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `bytes` as a stream of chunks of `chunkSize`, like a file read from the blob store. */
function chunked(bytes: Buffer, chunkSize = 64 * 1024): () => Promise<AsyncIterable<Uint8Array>> {
  return () => {
    const chunks: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += chunkSize) {
      chunks.push(bytes.subarray(at, at + chunkSize));
    }
    return Promise.resolve(Readable.from(chunks));
  };
}

async function readBack(archive: Buffer): Promise<Map<string, Buffer>> {
  dir = await createTempDir('zip-writer');
  const file = path.join(dir.path, 'archive.zip');
  await writeFile(file, archive);
  const reader = await ZipReader.open(file);
  const contents = new Map<string, Buffer>();
  for (const name of reader.entries.keys()) {
    await reader.digest(name);
    contents.set(name, await collect(await reader.stream(name)));
  }
  reader.close();
  return contents;
}

describe.each([
  { label: 'ZIP', forceZip64: false },
  { label: 'ZIP64 records', forceZip64: true },
])('ZipWriter ($label)', ({ forceZip64 }) => {
  it('writes buffers and streams that read back byte for byte, at the size it announced', async () => {
    const manifest = Buffer.from(JSON.stringify({ version: 1, patients: ['Zoé Dupré'] }), 'utf8');
    const photo = randomBytes(300_000);
    const video = randomBytes(1_000_003);
    const writer = new ZipWriter({ mtime: new Date(2026, 10, 28, 9, 30, 12), forceZip64 });
    writer.addBuffer('export.json', manifest);
    writer.addStream('photos/Dupré Zoé/visage.jpg', photo.length, chunked(photo));
    writer.addBuffer('empty.txt', Buffer.alloc(0));
    writer.addStream('photos/Dupré Zoé/séance.mp4', video.length, chunked(video, 8192));
    const announced = writer.size('PhotoDossier');

    const archive = await collect(writer.stream('PhotoDossier'));

    expect(archive.length).toBe(announced);
    const contents = await readBack(archive);
    expect([...contents.keys()]).toEqual([
      'export.json',
      'photos/Dupré Zoé/visage.jpg',
      'empty.txt',
      'photos/Dupré Zoé/séance.mp4',
    ]);
    expect(contents.get('export.json')?.equals(manifest)).toBe(true);
    expect(contents.get('photos/Dupré Zoé/visage.jpg')?.equals(photo)).toBe(true);
    expect(contents.get('empty.txt')?.length).toBe(0);
    expect(contents.get('photos/Dupré Zoé/séance.mp4')?.equals(video)).toBe(true);
  });

  it('an empty archive is still a valid one', async () => {
    const writer = new ZipWriter({ mtime: new Date(), forceZip64 });
    const announced = writer.size('');
    const archive = await collect(writer.stream(''));
    expect(archive.length).toBe(announced);
    expect((await readBack(archive)).size).toBe(0);
  });
});

describe('ZipWriter, a file whose size changed since it was announced', () => {
  it.each([
    { label: 'shorter', actual: 999 },
    { label: 'longer', actual: 1001 },
  ])('fails the archive when the file is $label', async ({ actual }) => {
    const writer = new ZipWriter({ mtime: new Date() });
    writer.addStream('photo.jpg', 1000, chunked(randomBytes(actual), 100));
    await expect(collect(writer.stream(''))).rejects.toThrow(/photo\.jpg/);
  });

  it('fails the archive when the file cannot be opened', async () => {
    const writer = new ZipWriter({ mtime: new Date() });
    writer.addStream('photo.jpg', 10, () => Promise.reject(new Error('missing blob')));
    await expect(collect(writer.stream(''))).rejects.toThrow('missing blob');
  });

  it('takes no entry once the archive is being written', () => {
    const writer = new ZipWriter({ mtime: new Date() });
    writer.stream('');
    expect(() => writer.addBuffer('late.txt', Buffer.from('x'))).toThrow();
  });
});
