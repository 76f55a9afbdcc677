import { randomBytes } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import {
  access,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  BlobSizeMismatchError,
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
import type { BlobUrlSigner } from './url-signer';

interface SidecarMeta {
  readonly contentType: string;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * Blobs as plain files under `root`, named by their key. The content type sits in a dot-file
 * beside each file (`.name.meta.json`); keys never start a segment with a dot, so neither
 * metadata nor temp files can collide with a key.
 */
export class LocalBlobStore implements BlobStore {
  readonly driver = 'local' as const;

  constructor(
    private readonly root: string,
    private readonly signer: BlobUrlSigner,
  ) {}

  #pathOf(key: string): string {
    validateBlobKey(key);
    const file = path.resolve(this.root, key);
    // Defence in depth: validation already forbids anything that could leave the root.
    if (!file.startsWith(path.resolve(this.root) + path.sep)) {
      throw new Error(`Blob key escapes the store: ${key}`);
    }
    return file;
  }

  #metaPathOf(file: string): string {
    return path.join(path.dirname(file), `.${path.basename(file)}.meta.json`);
  }

  async #readMeta(file: string): Promise<SidecarMeta> {
    try {
      return JSON.parse(await readFile(this.#metaPathOf(file), 'utf8')) as SidecarMeta;
    } catch (error) {
      if (isMissing(error)) return { contentType: DEFAULT_BLOB_CONTENT_TYPE };
      throw error;
    }
  }

  async put(
    key: string,
    body: Readable | AsyncIterable<Uint8Array>,
    options: BlobPutOptions,
  ): Promise<{ size: number }> {
    const file = this.#pathOf(key);
    const directory = path.dirname(file);
    await mkdir(directory, { recursive: true });
    const suffix = `${process.pid}.${randomBytes(8).toString('hex')}.tmp`;
    const tempFile = path.join(directory, `.${path.basename(file)}.${suffix}`);
    const metaFile = this.#metaPathOf(file);
    const tempMetaFile = `${metaFile}.${suffix}`;
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    });
    try {
      // flush: the data reaches the disk before the rename makes it visible.
      await pipeline(body, counter, createWriteStream(tempFile, { flags: 'wx', flush: true }));
      if (options.contentLength !== undefined && options.contentLength !== size) {
        throw new BlobSizeMismatchError(options.contentLength, size);
      }
      const meta: SidecarMeta = { contentType: options.contentType };
      await writeFile(tempMetaFile, JSON.stringify(meta), { flag: 'wx', flush: true });
      await rename(tempMetaFile, metaFile);
      await rename(tempFile, file);
      return { size };
    } catch (error) {
      await Promise.all([rm(tempFile, { force: true }), rm(tempMetaFile, { force: true })]);
      throw error;
    }
  }

  async get(key: string, options: { range?: BlobRange } = {}): Promise<BlobContent | null> {
    const file = this.#pathOf(key);
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      // Size and bytes come from the same open file, even if a put replaces it meanwhile.
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      const range = options.range ? resolveRange(options.range, stats.size) : null;
      const { contentType } = await this.#readMeta(file);
      const contentLength = range ? range.end - range.start + 1 : stats.size;
      const stream = handle.createReadStream(
        range ? { start: range.start, end: range.end } : { start: 0 },
      );
      return {
        stream,
        size: stats.size,
        contentType,
        lastModified: stats.mtime,
        range,
        contentLength,
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async head(key: string): Promise<BlobMeta | null> {
    const file = this.#pathOf(key);
    try {
      const stats = await stat(file);
      if (!stats.isFile()) return null;
      const { contentType } = await this.#readMeta(file);
      return { size: stats.size, contentType, lastModified: stats.mtime };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.#pathOf(key);
    const stats = await stat(file).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (stats?.isDirectory()) return;
    await rm(file, { force: true });
    await rm(this.#metaPathOf(file), { force: true });
  }

  async deleteFolder(prefix: string): Promise<void> {
    validateBlobPrefix(prefix);
    if (!prefix.endsWith('/')) throw new Error(`Not a folder prefix: ${prefix}`);
    const directory = path.resolve(this.root, prefix);
    // Defence in depth, as for keys: never anything outside the root, nor the root itself.
    if (!directory.startsWith(path.resolve(this.root) + path.sep)) {
      throw new Error(`Blob folder escapes the store: ${prefix}`);
    }
    // Files, their metadata sidecars, temp files of an interrupted write and empty folders.
    await rm(directory, { recursive: true, force: true });
  }

  async *list(prefix: string): AsyncIterable<string> {
    validateBlobPrefix(prefix);
    const slash = prefix.lastIndexOf('/');
    const directoryKey = slash === -1 ? '' : prefix.slice(0, slash + 1);
    yield* this.#walk(directoryKey, prefix);
  }

  // Entries are visited sorted as `name/` for folders so the output is in plain key order, as
  // on AWS: 'a-b' sorts before 'a/x' because '-' < '/'.
  async *#walk(directoryKey: string, prefix: string): AsyncGenerator<string> {
    let entries;
    try {
      entries = await readdir(path.join(this.root, directoryKey), { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    const visible = entries
      .filter((entry) => !entry.name.startsWith('.') && (entry.isFile() || entry.isDirectory()))
      .map((entry) => ({
        key: `${directoryKey}${entry.name}${entry.isDirectory() ? '/' : ''}`,
        isDirectory: entry.isDirectory(),
      }))
      .sort((left, right) => (left.key < right.key ? -1 : left.key > right.key ? 1 : 0));
    for (const entry of visible) {
      if (entry.isDirectory) {
        // Descend only into folders that can hold keys with this prefix.
        if (entry.key.startsWith(prefix) || prefix.startsWith(entry.key)) {
          yield* this.#walk(entry.key, prefix);
        }
      } else if (entry.key.startsWith(prefix)) {
        yield entry.key;
      }
    }
  }

  async signedUrl(key: string, options: SignedUrlOptions): Promise<string> {
    validateBlobKey(key);
    return this.signer.sign(key, options.expiresInSeconds);
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  async close(): Promise<void> {
    // Nothing is held open between calls: each read stream closes its own file.
  }
}
