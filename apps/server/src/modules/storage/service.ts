import { setTimeout as sleep } from 'node:timers/promises';
import {
  PATIENTS_CHANGED_TOPIC,
  PHOTOS_CHANGED_TOPIC,
  STORAGE_CHANGED_TOPIC,
} from '@photodossier/domain/live-events';
import { photoFileUrls } from '@photodossier/domain/photo-urls';
import { DEFAULT_PLAN_ID, type PlanId } from '@photodossier/domain/plans';
import { PHOTO_SIZE_MIGRATION } from '@photodossier/domain/storage-limits';
import type { StorageMediaPage, StorageMediaQuery } from '@photodossier/domain/storage-media';
import type { PhotoSizeMigrationResult, StorageStats } from '@photodossier/domain/storage-stats';
import type { Logger } from 'pino';
import type { Viewer } from '../../platform/auth/viewer';
import type { BlobStore } from '../../platform/blobs/blob-store';
import { nowMs, toIso } from '../../platform/db/portable';
import type { EventBus, LiveEvent } from '../../platform/events/event-bus';
import type { SubscriptionReader } from '../billing/subscription';
import { mediaType } from '../media/photo-record';
import { publishChange } from '../media/service';
import { decodeStorageMediaCursor, encodeStorageMediaCursor } from './media-cursor';
import { sortValueOf, type StorageRepository, type StorageMediaRow } from './repository';
import type { StorageStatsCache } from './stats-cache';
import { storageStatsOf } from './stats-figures';
import type { StorageUsageRepository } from './usage-repository';

/** Topics after which a user's figures may have changed. */
const STATS_TOPICS: ReadonlySet<string> = new Set([
  PHOTOS_CHANGED_TOPIC,
  PATIENTS_CHANGED_TOPIC,
  STORAGE_CHANGED_TOPIC,
]);

export interface StorageServiceDeps {
  readonly repository: StorageRepository;
  readonly usage: StorageUsageRepository;
  readonly cache: StorageStatsCache;
  readonly subscriptions: SubscriptionReader;
  readonly blobs: BlobStore;
  readonly bus: EventBus;
  readonly logger: Logger;
}

/** Storage statistics, the storage manager's media list and the photo size migration. */
export class StorageService {
  readonly #unsubscribe: () => void;

  constructor(private readonly deps: StorageServiceDeps) {
    // Every node hears every user's changes on the bus, so no node serves figures made stale
    // by a write on another node.
    this.#unsubscribe = deps.bus.subscribe((event) => this.#onEvent(event));
  }

  close(): void {
    this.#unsubscribe();
  }

  async stats(viewer: Viewer, refresh: boolean): Promise<StorageStats> {
    const { cache } = this.deps;
    const { userId } = viewer;
    if (refresh) cache.invalidate(userId);
    const cached = cache.fresh(userId);
    if (cached) return cached;
    const version = cache.version(userId);
    let planId: PlanId = DEFAULT_PLAN_ID;
    try {
      planId = (await this.deps.subscriptions.current(userId)).planId;
      const stats = storageStatsOf(
        await this.deps.repository.aggregates(userId),
        planId,
        new Date(),
        false,
      );
      cache.store(userId, version, stats);
      return stats;
    } catch (error) {
      // Spec 01 §8: a failure answers the last figures, else zeros with the 5 GB total.
      this.deps.logger.error({ err: error, userId }, 'storage statistics failed');
      const last = cache.last(userId);
      return last
        ? { ...last, degraded: true }
        : storageStatsOf(null, DEFAULT_PLAN_ID, new Date(), true);
    }
  }

  async media(viewer: Viewer, query: StorageMediaQuery): Promise<StorageMediaPage> {
    const { repository } = this.deps;
    const filter = { trash: query.view === 'trash', type: query.type };
    const after = query.cursor ? decodeStorageMediaCursor(query.cursor, query.sort) : null;
    const [rows, totals] = await Promise.all([
      repository.mediaPage(viewer.userId, filter, query.sort, after, query.limit + 1),
      repository.mediaTotals(viewer.userId, filter),
    ]);
    const items = rows.slice(0, query.limit);
    const names = await repository.patientNames(viewer.userId, [
      ...new Set(items.flatMap((row) => (row.patient_id ? [row.patient_id] : []))),
    ]);
    const last = items.at(-1);
    return {
      items: items.map((row) => toStorageMediaItem(row, names)),
      nextCursor:
        rows.length > query.limit && last
          ? encodeStorageMediaCursor(query.sort, {
              value: sortValueOf(last, query.sort),
              id: last.id,
            })
          : null,
      total_count: totals.count,
      total_size: totals.bytes,
    };
  }

  /**
   * Spec 01 §7: photos recorded with size 0 take the size and type of their stored file, read
   * in batches of 5 with 100 ms pauses. The bytes found join the quota counter, which never
   * counted them. Any failure answers migrated 0, errors 1, total 0 (spec 01 §8).
   */
  async migrateSizes(viewer: Viewer): Promise<PhotoSizeMigrationResult> {
    const { repository, usage, blobs, cache } = this.deps;
    const { userId } = viewer;
    const result = { migrated: 0, errors: 0, total: 0 };
    const migratedIds: string[] = [];
    try {
      result.total = await repository.countUnsized(userId);
      let afterId: string | null = null;
      for (;;) {
        const batch = await repository.unsizedPhotos(
          userId,
          afterId,
          PHOTO_SIZE_MIGRATION.batchSize,
        );
        if (batch.length === 0) break;
        afterId = batch.at(-1)?.id ?? null;
        const heads = await Promise.all(
          batch.map((row) => blobs.head(row.storage_path).catch(() => null)),
        );
        const now = nowMs();
        await repository.transaction(async (trx) => {
          for (const [index, row] of batch.entries()) {
            const meta = heads[index];
            if (!meta || meta.size <= 0) {
              result.errors += 1;
              continue;
            }
            if (await repository.setSize(userId, row.id, meta.size, meta.contentType, now, trx)) {
              await usage.add(userId, meta.size, now, trx);
              result.migrated += 1;
              migratedIds.push(row.id);
            }
          }
        });
        if (batch.length < PHOTO_SIZE_MIGRATION.batchSize) break;
        await sleep(PHOTO_SIZE_MIGRATION.pauseMs);
      }
    } catch (error) {
      this.deps.logger.error({ err: error, userId }, 'photo size migration failed');
      return { migrated: 0, errors: 1, total: 0 };
    } finally {
      cache.invalidate(userId);
    }
    await publishChange(this.deps.bus, userId, PHOTOS_CHANGED_TOPIC, migratedIds);
    if (migratedIds.length > 0) {
      await publishChange(this.deps.bus, userId, STORAGE_CHANGED_TOPIC, [userId]);
    }
    return result;
  }

  #onEvent(event: LiveEvent): void {
    if (event.userId !== null && STATS_TOPICS.has(event.topic)) {
      this.deps.cache.invalidate(event.userId);
    }
  }
}

function toStorageMediaItem(row: StorageMediaRow, names: ReadonlyMap<string, string>) {
  return {
    id: row.id,
    media_type: mediaType(row.media_type),
    file_size: Number(row.file_size),
    filename: row.filename,
    patient_id: row.patient_id,
    patient_name: row.patient_id ? (names.get(row.patient_id) ?? null) : null,
    date_prise: toIso(Number(row.date_prise)),
    created_at: toIso(Number(row.created_at)),
    duration: row.duration,
    thumbnail_url: row.thumbnail_path ? photoFileUrls.thumbnail(row.id) : null,
    is_deleted: Number(row.is_deleted) !== 0,
    deleted_at: row.deleted_at === null ? null : toIso(Number(row.deleted_at)),
  };
}
