import type { FaceIndex } from './face-index';

export interface FaceIndexCacheOptions {
  /** Memory the cached indexes may hold together; least recently used users go first. */
  readonly maxBytes: number;
  /** An index unused for this long is dropped. */
  readonly idleMs: number;
  readonly now?: () => number;
}

/** 512 MiB: about 130,000 embeddings of 1,024 floats, spread over every user of the node. */
export const FACE_INDEX_MAX_BYTES = 512 * 1024 * 1024;
export const FACE_INDEX_IDLE_MS = 15 * 60 * 1000;

interface Entry {
  readonly index: FaceIndex;
  /**
   * The user's face_index_versions value read before the index's rows were; null once a live
   * event said the user's data changed (kept only for the next load to update in place).
   */
  version: number | null;
  lastUsed: number;
  /** The index's size when counted: a load that updates it in place changes its byteSize. */
  readonly bytes: number;
}

interface Load {
  readonly version: number;
  readonly promise: Promise<FaceIndex>;
}

/**
 * Each user's face index, in memory, per node. An entry is used only while the user's version
 * in the database is still the one it was built at (or a newer one), so a change committed
 * through another node is seen before that node's live event arrives; events only mark entries
 * stale early. One load runs at a time per user, since a load updates the held index in place.
 */
export class FaceIndexCache {
  readonly #entries = new Map<string, Entry>();
  readonly #loads = new Map<string, Load>();
  readonly #options: FaceIndexCacheOptions;
  readonly #now: () => number;
  #bytes = 0;

  constructor(options: FaceIndexCacheOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  /** Bytes held by the cached indexes. */
  get bytes(): number {
    return this.#bytes;
  }

  has(userId: string): boolean {
    return this.#entries.has(userId);
  }

  /**
   * The user's index at `version` or newer: the cached one, a load already running, or a new
   * load through `load`, which must read the rows after `version` was read. `load` receives the
   * user's previous index, if one is still held, to update in place (keeping its vectors).
   */
  async get(
    userId: string,
    version: number,
    load: (previous: FaceIndex | null) => Promise<FaceIndex>,
  ): Promise<FaceIndex> {
    this.dropIdle();
    const entry = this.#entries.get(userId);
    // Versions only grow: a request that read an older one may be answered from a newer index.
    if (entry && entry.version !== null && entry.version >= version) {
      entry.lastUsed = this.#now();
      // Map order is the LRU order: the most recently used user moves to the end.
      this.#entries.delete(userId);
      this.#entries.set(userId, entry);
      return entry.index;
    }
    const running = this.#loads.get(userId);
    if (running && running.version >= version) return running.promise;
    if (running) {
      // Two loads updating one index at once would each stage and commit over the other.
      await running.promise.catch(() => undefined);
      return this.get(userId, version, load);
    }

    const promise = load(entry?.index ?? null);
    const current: Load = { version, promise };
    this.#loads.set(userId, current);
    try {
      const index = await promise;
      const cached = this.#entries.get(userId);
      if (!cached || cached.version === null || cached.version <= version) {
        this.invalidate(userId);
        const bytes = index.byteSize;
        this.#entries.set(userId, { index, version, lastUsed: this.#now(), bytes });
        this.#bytes += bytes;
        this.#evictOver(userId);
      }
      return index;
    } finally {
      if (this.#loads.get(userId) === current) this.#loads.delete(userId);
    }
  }

  /** After a live event: the user's index is not served again before a load updates it. */
  markStale(userId: string): void {
    const entry = this.#entries.get(userId);
    if (entry) entry.version = null;
  }

  /** Whether the user's index would be served as it is at this version. */
  isCurrent(userId: string, version: number): boolean {
    return this.#entries.get(userId)?.version === version;
  }

  invalidate(userId: string): void {
    const entry = this.#entries.get(userId);
    if (!entry) return;
    this.#entries.delete(userId);
    this.#bytes -= entry.bytes;
  }

  /** After events were lost: nothing cached may be served as it is. */
  markAllStale(): void {
    for (const entry of this.#entries.values()) entry.version = null;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  dropIdle(): void {
    const oldest = this.#now() - this.#options.idleMs;
    for (const [userId, entry] of this.#entries) {
      if (entry.lastUsed < oldest) this.invalidate(userId);
    }
  }

  /** Drops least recently used users until the bound holds; the user just served stays. */
  #evictOver(keep: string): void {
    for (const userId of this.#entries.keys()) {
      if (this.#bytes <= this.#options.maxBytes) return;
      if (userId !== keep) this.invalidate(userId);
    }
  }
}
