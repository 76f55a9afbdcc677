import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

// Stored (uncompressed) ZIP, as APPNOTE 6.3 describes it. Photos and videos are already
// compressed, so the archive only frames them; the CRC of each file is the work left, and
// Node's native crc32 does it at memory speed (the JavaScript one of yazl held a 1 GB export to
// a third of the disk's speed, decision 0055).

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const ZIP64_END = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_EXTRA = 0x0001;

const MAX_32 = 0xffffffff;
// Tag, length, then both sizes: the local header's ZIP64 extra field.
const LOCAL_ZIP64_EXTRA_LENGTH = 20;
// The ZIP64 end of central directory record (56) and its locator (20).
const ZIP64_END_RECORDS_LENGTH = 56 + 20;
const MAX_16 = 0xffff;
const VERSION_ZIP = 20;
const VERSION_ZIP64 = 45;
// Made by Unix (3), so the mode below is read as a regular file readable by all.
const MADE_BY_UNIX = 3 << 8;
const REGULAR_FILE_MODE = 0o100644;
const FLAG_DATA_DESCRIPTOR = 1 << 3;
const FLAG_UTF8_NAME = 1 << 11;
const METHOD_STORED = 0;

type EntryContent =
  | { readonly kind: 'buffer'; readonly bytes: Buffer }
  | { readonly kind: 'stream'; readonly open: () => Promise<AsyncIterable<Uint8Array>> };

interface PlannedEntry {
  readonly name: Buffer;
  readonly size: number;
  readonly content: EntryContent;
  readonly offset: number;
  /** Sizes in 64 bits: in the local header, the descriptor and the central header's extra. */
  readonly zip64: boolean;
  /** The central header's offset moves to its ZIP64 extra field. */
  readonly offsetInExtra: boolean;
  readonly dosTime: number;
  readonly dosDate: number;
}

export interface ZipWriterOptions {
  /** Modification time written for every entry. */
  readonly mtime: Date;
  /** Writes the ZIP64 records even when the sizes fit in 32 bits (tests of the large path). */
  readonly forceZip64?: boolean;
}

function dosDateTime(date: Date): { dosTime: number; dosDate: number } {
  const year = Math.min(Math.max(date.getFullYear(), 1980), 2107);
  return {
    dosDate: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
    dosTime: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
  };
}

function localHeaderLength(entry: PlannedEntry): number {
  return 30 + entry.name.length + (entry.zip64 ? LOCAL_ZIP64_EXTRA_LENGTH : 0);
}

function descriptorLength(entry: PlannedEntry): number {
  if (entry.content.kind === 'buffer') return 0;
  return entry.zip64 ? 24 : 16;
}

/** The 64-bit values the central header moves into its ZIP64 extra field, in APPNOTE's order. */
function centralZip64Fields(entry: PlannedEntry): number[] {
  return [
    ...(entry.zip64 ? [entry.size, entry.size] : []),
    ...(entry.offsetInExtra ? [entry.offset] : []),
  ];
}

function centralHeaderLength(entry: PlannedEntry): number {
  const fields = centralZip64Fields(entry).length;
  return 46 + entry.name.length + (fields > 0 ? 4 + 8 * fields : 0);
}

/**
 * A stored ZIP written as a stream: entries are added with their exact size, so the whole
 * archive's size is known before its first byte (the download's Content-Length). A stream that
 * ends at another size than announced fails the archive rather than corrupt it.
 */
export class ZipWriter {
  readonly #entries: PlannedEntry[] = [];
  readonly #forceZip64: boolean;
  readonly #dos: { dosTime: number; dosDate: number };
  #cursor = 0;
  #ended = false;

  constructor(options: ZipWriterOptions) {
    this.#forceZip64 = options.forceZip64 ?? false;
    this.#dos = dosDateTime(options.mtime);
  }

  addBuffer(name: string, bytes: Buffer): void {
    this.#add(name, bytes.length, { kind: 'buffer', bytes });
  }

  /** `open` is called when the entry's turn comes, so only one file is open at a time. */
  addStream(name: string, size: number, open: () => Promise<AsyncIterable<Uint8Array>>): void {
    this.#add(name, size, { kind: 'stream', open });
  }

  #add(name: string, size: number, content: EntryContent): void {
    if (this.#ended) throw new Error('ZIP already finished');
    if (!Number.isSafeInteger(size) || size < 0) throw new Error(`bad size for ${name}`);
    const entry: PlannedEntry = {
      name: Buffer.from(name, 'utf8'),
      size,
      content,
      offset: this.#cursor,
      zip64: this.#forceZip64 || size >= MAX_32,
      offsetInExtra: this.#forceZip64 || this.#cursor >= MAX_32,
      ...this.#dos,
    };
    this.#entries.push(entry);
    this.#cursor += localHeaderLength(entry) + size + descriptorLength(entry);
  }

  /** The archive's exact size in bytes, with `comment` as its comment. */
  size(comment: string): number {
    return this.#cursor + this.#centralDirectoryLength() + this.#endLength(comment);
  }

  /** The whole archive. No entry can be added once this is called. */
  stream(comment: string): Readable {
    this.#ended = true;
    return Readable.from(this.#chunks(Buffer.from(comment, 'utf8')), { objectMode: false });
  }

  async *#chunks(comment: Buffer): AsyncGenerator<Buffer> {
    const crcs: number[] = [];
    for (const entry of this.#entries) {
      const { content } = entry;
      if (content.kind === 'buffer') {
        const crc = crc32(content.bytes);
        crcs.push(crc);
        yield this.#localHeader(entry, crc);
        yield content.bytes;
        continue;
      }
      yield this.#localHeader(entry, 0);
      let crc = 0;
      let written = 0;
      for await (const chunk of await content.open()) {
        written += chunk.byteLength;
        if (written > entry.size) break;
        crc = crc32(chunk, crc);
        yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      }
      if (written !== entry.size) {
        throw new Error(
          `${entry.name.toString('utf8')}: ${written} bytes instead of the ${entry.size} announced`,
        );
      }
      crcs.push(crc);
      yield this.#dataDescriptor(entry, crc);
    }
    for (const [index, entry] of this.#entries.entries()) {
      yield this.#centralHeader(entry, crcs[index] ?? 0);
    }
    yield this.#end(comment);
  }

  #localHeader(entry: PlannedEntry, crc: number): Buffer {
    const header = Buffer.alloc(localHeaderLength(entry));
    const streamed = entry.content.kind === 'stream';
    header.writeUInt32LE(LOCAL_HEADER, 0);
    header.writeUInt16LE(entry.zip64 ? VERSION_ZIP64 : VERSION_ZIP, 4);
    header.writeUInt16LE(FLAG_UTF8_NAME | (streamed ? FLAG_DATA_DESCRIPTOR : 0), 6);
    header.writeUInt16LE(METHOD_STORED, 8);
    header.writeUInt16LE(entry.dosTime, 10);
    header.writeUInt16LE(entry.dosDate, 12);
    // A streamed entry's CRC and sizes follow its data, in the data descriptor.
    header.writeUInt32LE(streamed ? 0 : crc, 14);
    const size32 = entry.zip64 ? MAX_32 : streamed ? 0 : entry.size;
    header.writeUInt32LE(size32, 18);
    header.writeUInt32LE(size32, 22);
    header.writeUInt16LE(entry.name.length, 26);
    header.writeUInt16LE(entry.zip64 ? LOCAL_ZIP64_EXTRA_LENGTH : 0, 28);
    entry.name.copy(header, 30);
    if (entry.zip64) {
      const extra = 30 + entry.name.length;
      header.writeUInt16LE(ZIP64_EXTRA, extra);
      header.writeUInt16LE(16, extra + 2);
      header.writeBigUInt64LE(BigInt(streamed ? 0 : entry.size), extra + 4);
      header.writeBigUInt64LE(BigInt(streamed ? 0 : entry.size), extra + 12);
    }
    return header;
  }

  #dataDescriptor(entry: PlannedEntry, crc: number): Buffer {
    const descriptor = Buffer.alloc(descriptorLength(entry));
    descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
    descriptor.writeUInt32LE(crc, 4);
    if (entry.zip64) {
      descriptor.writeBigUInt64LE(BigInt(entry.size), 8);
      descriptor.writeBigUInt64LE(BigInt(entry.size), 16);
    } else {
      descriptor.writeUInt32LE(entry.size, 8);
      descriptor.writeUInt32LE(entry.size, 12);
    }
    return descriptor;
  }

  #centralHeader(entry: PlannedEntry, crc: number): Buffer {
    const fields = centralZip64Fields(entry);
    const header = Buffer.alloc(centralHeaderLength(entry));
    const version = fields.length > 0 ? VERSION_ZIP64 : VERSION_ZIP;
    header.writeUInt32LE(CENTRAL_HEADER, 0);
    header.writeUInt16LE(MADE_BY_UNIX | version, 4);
    header.writeUInt16LE(version, 6);
    header.writeUInt16LE(
      FLAG_UTF8_NAME | (entry.content.kind === 'stream' ? FLAG_DATA_DESCRIPTOR : 0),
      8,
    );
    header.writeUInt16LE(METHOD_STORED, 10);
    header.writeUInt16LE(entry.dosTime, 12);
    header.writeUInt16LE(entry.dosDate, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(entry.zip64 ? MAX_32 : entry.size, 20);
    header.writeUInt32LE(entry.zip64 ? MAX_32 : entry.size, 24);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt16LE(header.length - 46 - entry.name.length, 30);
    header.writeUInt16LE(0, 32);
    header.writeUInt16LE(0, 34);
    header.writeUInt16LE(0, 36);
    header.writeUInt32LE((REGULAR_FILE_MODE << 16) >>> 0, 38);
    header.writeUInt32LE(entry.offsetInExtra ? MAX_32 : entry.offset, 42);
    entry.name.copy(header, 46);
    if (fields.length > 0) {
      let at = 46 + entry.name.length;
      header.writeUInt16LE(ZIP64_EXTRA, at);
      header.writeUInt16LE(8 * fields.length, at + 2);
      at += 4;
      for (const field of fields) {
        header.writeBigUInt64LE(BigInt(field), at);
        at += 8;
      }
    }
    return header;
  }

  #centralDirectoryLength(): number {
    return this.#entries.reduce((total, entry) => total + centralHeaderLength(entry), 0);
  }

  /** The directory starts where the last entry ends, so the end records are known up front. */
  #needsZip64End(): boolean {
    return (
      this.#forceZip64 ||
      this.#entries.length >= MAX_16 ||
      this.#cursor >= MAX_32 ||
      this.#centralDirectoryLength() >= MAX_32
    );
  }

  #endLength(comment: string): number {
    return (
      (this.#needsZip64End() ? ZIP64_END_RECORDS_LENGTH : 0) +
      22 +
      Buffer.byteLength(comment, 'utf8')
    );
  }

  #end(comment: Buffer): Buffer {
    const zip64 = this.#needsZip64End();
    const directoryOffset = this.#cursor;
    const directoryLength = this.#centralDirectoryLength();
    const count = this.#entries.length;
    const end = Buffer.alloc((zip64 ? ZIP64_END_RECORDS_LENGTH : 0) + 22 + comment.length);
    let at = 0;
    if (zip64) {
      const zip64EndOffset = directoryOffset + directoryLength;
      end.writeUInt32LE(ZIP64_END, at);
      end.writeBigUInt64LE(44n, at + 4);
      end.writeUInt16LE(MADE_BY_UNIX | VERSION_ZIP64, at + 12);
      end.writeUInt16LE(VERSION_ZIP64, at + 14);
      end.writeUInt32LE(0, at + 16);
      end.writeUInt32LE(0, at + 20);
      end.writeBigUInt64LE(BigInt(count), at + 24);
      end.writeBigUInt64LE(BigInt(count), at + 32);
      end.writeBigUInt64LE(BigInt(directoryLength), at + 40);
      end.writeBigUInt64LE(BigInt(directoryOffset), at + 48);
      at += 56;
      end.writeUInt32LE(ZIP64_LOCATOR, at);
      end.writeUInt32LE(0, at + 4);
      end.writeBigUInt64LE(BigInt(zip64EndOffset), at + 8);
      end.writeUInt32LE(1, at + 16);
      at += 20;
    }
    end.writeUInt32LE(END_OF_DIRECTORY, at);
    end.writeUInt16LE(0, at + 4);
    end.writeUInt16LE(0, at + 6);
    end.writeUInt16LE(zip64 ? MAX_16 : count, at + 8);
    end.writeUInt16LE(zip64 ? MAX_16 : count, at + 10);
    end.writeUInt32LE(zip64 ? MAX_32 : directoryLength, at + 12);
    end.writeUInt32LE(zip64 ? MAX_32 : directoryOffset, at + 16);
    end.writeUInt16LE(comment.length, at + 20);
    comment.copy(end, at + 22);
    return end;
  }
}
