import type { StorageStats } from '@photodossier/domain/storage-stats';

interface Entry {
  stats: StorageStats;
  freshUntil: number;
}

/**
 * Each user's last statistics, kept in this process for a time to live. Invalidating keeps the
 * figures as the fallback after a failure but no longer serves them as fresh; a version per user
 * stops a computation that began before an invalidation from storing its older answer as fresh.
 */
export class StorageStatsCache {
  readonly #entries = new Map<string, Entry>();
  readonly #versions = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  fresh(userId: string): StorageStats | null {
    const entry = this.#entries.get(userId);
    return entry && entry.freshUntil > this.clock() ? entry.stats : null;
  }

  /** The last figures computed for the user, fresh or not. */
  last(userId: string): StorageStats | null {
    return this.#entries.get(userId)?.stats ?? null;
  }

  version(userId: string): number {
    return this.#versions.get(userId) ?? 0;
  }

  /** Stores figures computed from `version`; kept as fallback only when invalidated since. */
  store(userId: string, version: number, stats: StorageStats): void {
    const current = this.version(userId) === version;
    this.#entries.set(userId, { stats, freshUntil: current ? this.clock() + this.ttlMs : 0 });
  }

  invalidate(userId: string): void {
    this.#versions.set(userId, this.version(userId) + 1);
    const entry = this.#entries.get(userId);
    if (entry) entry.freshUntil = 0;
  }
}
