import { crc32 } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/** An archive that cannot be read as a whole, valid ZIP: refused before anything is written. */
export class UnreadableArchiveError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`Unreadable archive: ${reason}`, options);
    this.name = 'UnreadableArchiveError';
  }
}

export interface ZipEntryInfo {
  readonly entry: yauzl.Entry;
  readonly size: number;
}

/**
 * A ZIP file on disk read through yauzl: the central directory first (a truncated file has
 * none and is refused there), then entries as streams on demand. yauzl checks sizes; the CRC
 * is checked here while the bytes pass, so a damaged entry is refused too.
 */
export class ZipReader {
  private constructor(
    private readonly zip: yauzl.ZipFile,
    readonly entries: ReadonlyMap<string, ZipEntryInfo>,
  ) {}

  static async open(path: string): Promise<ZipReader> {
    const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => {
      yauzl.open(
        path,
        { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
        (error, opened) =>
          error ? reject(new UnreadableArchiveError(error.message)) : resolve(opened),
      );
    });
    const entries = new Map<string, ZipEntryInfo>();
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.set(entry.fileName, { entry, size: entry.uncompressedSize });
        zip.readEntry();
      });
      zip.on('end', () => resolve());
      zip.on('error', (error: Error) => reject(new UnreadableArchiveError(error.message)));
      zip.readEntry();
    });
    return new ZipReader(zip, entries);
  }

  async stream(name: string): Promise<Readable> {
    const info = this.entries.get(name);
    if (!info) throw new UnreadableArchiveError(`missing entry ${name}`);
    const stream = await new Promise<Readable>((resolve, reject) => {
      this.zip.openReadStream(info.entry, (error, opened) =>
        error ? reject(new UnreadableArchiveError(error.message)) : resolve(opened),
      );
    });
    return stream;
  }

  /** The entry's SHA-256 and size, its CRC checked against the directory. */
  async digest(name: string): Promise<{ sha256: string; size: number }> {
    const info = this.entries.get(name);
    if (!info) throw new UnreadableArchiveError(`missing entry ${name}`);
    const hash = createHash('sha256');
    let crc = 0;
    let size = 0;
    try {
      for await (const chunk of await this.stream(name)) {
        const bytes = chunk as Buffer;
        hash.update(bytes);
        crc = crc32(bytes, crc);
        size += bytes.length;
      }
    } catch (error) {
      throw error instanceof UnreadableArchiveError
        ? error
        : new UnreadableArchiveError(`entry ${name}`, { cause: error });
    }
    if (crc >>> 0 !== info.entry.crc32 >>> 0) throw new UnreadableArchiveError(`CRC of ${name}`);
    return { sha256: hash.digest('hex'), size };
  }

  async text(name: string, maxBytes: number): Promise<string> {
    const info = this.entries.get(name);
    if (!info) throw new UnreadableArchiveError(`missing entry ${name}`);
    if (info.size > maxBytes) throw new UnreadableArchiveError(`${name} too large`);
    const chunks: Buffer[] = [];
    let crc = 0;
    try {
      for await (const chunk of await this.stream(name)) {
        chunks.push(chunk as Buffer);
        crc = crc32(chunk as Buffer, crc);
      }
    } catch (error) {
      throw new UnreadableArchiveError(`entry ${name}`, { cause: error });
    }
    if (crc >>> 0 !== info.entry.crc32 >>> 0) throw new UnreadableArchiveError(`CRC of ${name}`);
    return Buffer.concat(chunks).toString('utf8');
  }

  close(): void {
    this.zip.close();
  }
}
