import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import {
  DRIVE_FILE_MAX_BYTES,
  DRIVE_FILE_MAX_MB,
  DRIVE_UPLOAD_TARGET,
  driveExtensionOf,
  driveNameKey,
  driveUploadMetadataSchema,
  isRefusedDriveName,
  type CreateDriveFolderBody,
  type DriveCrumb,
  type DriveDeleteResult,
  type DriveFiles,
  type DriveFilesQuery,
  type DriveItemRecord,
  type DriveList,
  type DriveListQuery,
  type DriveTreeSummary,
} from '@photodossier/domain/drive';
import { DRIVE_CHANGED_TOPIC, STORAGE_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import { checkQuota, quotaBytesForPlan, quotaExceededMessage } from '@photodossier/domain/quota';
import { fileTypeFromFile } from 'file-type';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Viewer } from '../../platform/auth/viewer';
import type { BlobContent, BlobStore } from '../../platform/blobs/blob-store';
import { newId, nowMs, toIso } from '../../platform/db/portable';
import type { Database } from '../../platform/db/schema';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/problem';
import { parseRangeHeader } from '../../platform/http/range';
import type { SubscriptionReader } from '../billing/subscription';
import type { StorageUsageRepository } from '../storage/usage-repository';
import type { LedgerRow, UploadLedgerRepository } from '../uploads/ledger-repository';
import { parseUploadMetadata } from '../uploads/upload-metadata';
import type { StagedUpload, UploadTarget } from '../uploads/upload-target';
import type { DriveItemRow, DriveRepository } from './repository';

const notFound = () => new AppError('drive.item_not_found', 404);

export function toDriveRecord(row: DriveItemRow): DriveItemRecord {
  return {
    id: row.id,
    name: row.name,
    type: row.type === 'folder' ? 'folder' : 'file',
    parent_id: row.parent_id,
    size: Number(row.size),
    mime_type: row.mime_type,
    file_extension: row.file_extension,
    created_at: toIso(Number(row.created_at)),
    updated_at: toIso(Number(row.updated_at)),
  };
}

const DRIVE_FILES_ROOT = 'drive-files/';

/** drive-files/{uid}/{uniqueid}.{ext} (spec 01 §7). */
export function driveStorageKey(userId: string, itemId: string, extension: string): string {
  return `${DRIVE_FILES_ROOT}${userId}/${itemId}${extension ? `.${extension}` : ''}`;
}

// What file-type reads as a program; a script is told by its "#!" line or its name.
const EXECUTABLE_MIMES = new Set([
  'application/x-msdownload',
  'application/x-dosexec',
  'application/x-elf',
  'application/x-mach-binary',
  'application/x-executable',
  'application/java-archive',
  'application/x-sharedlib',
  'application/vnd.microsoft.portable-executable',
  'application/x-msi',
  'application/x-ms-installer',
  'application/vnd.android.package-archive',
  'application/x-apple-diskimage',
]);

// Documents without magic bytes, typed by their name when their bytes say nothing.
const TEXT_TYPES: Readonly<Record<string, string>> = {
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
  rtf: 'application/rtf',
  json: 'application/json',
  xml: 'application/xml',
  ics: 'text/calendar',
  vcf: 'text/vcard',
};

const EXTENSION = /^[a-z0-9]{1,10}$/;

export interface DriveFileType {
  readonly mime: string;
  readonly extension: string;
}

/**
 * The type of a drive file read from its bytes: null for a program or a script, whatever its
 * name says. Files whose bytes name no type keep a text type of their name, or octet-stream.
 */
export async function sniffDriveFile(path: string, name: string): Promise<DriveFileType | null> {
  if (isRefusedDriveName(name)) return null;
  const handle = await open(path, 'r');
  const head = Buffer.alloc(2);
  try {
    await handle.read(head, 0, 2, 0);
  } finally {
    await handle.close();
  }
  if (head.toString('latin1') === '#!' || head.toString('latin1') === 'MZ') return null;
  const detected = await fileTypeFromFile(path);
  if (detected) {
    if (EXECUTABLE_MIMES.has(detected.mime)) return null;
    return { mime: detected.mime, extension: detected.ext };
  }
  const extension = driveExtensionOf(name);
  return {
    mime: TEXT_TYPES[extension] ?? 'application/octet-stream',
    extension: EXTENSION.test(extension) ? extension : '',
  };
}

const stagedDriveMetadataSchema = driveUploadMetadataSchema.extend({ user_id: z.string().min(1) });

class QuotaRefused extends Error {}
class AlreadyRecorded extends Error {}

export interface DriveServiceDeps {
  readonly db: Kysely<Database>;
  readonly drive: DriveRepository;
  readonly usage: StorageUsageRepository;
  readonly ledger: UploadLedgerRepository;
  readonly blobs: BlobStore;
  readonly bus: EventBus;
  readonly subscriptions: SubscriptionReader;
  readonly logger: Logger;
}

/** An opened drive file, for the file route. */
export interface DriveFileContent {
  readonly row: DriveItemRow;
  readonly content: BlobContent;
}

/**
 * The drive (decision 0040): every call scoped to the signed-in user, a missing item and
 * another user's alike "Élément non trouvé". Deletion takes a tree out at once and leaves its
 * files and rows to DriveSweep.
 */
export class DriveService implements UploadTarget<DriveItemRecord> {
  constructor(private readonly deps: DriveServiceDeps) {}

  async list(viewer: Viewer, query: DriveListQuery): Promise<DriveList> {
    const { userId } = viewer;
    const search = query.q ? query.q : undefined;
    let breadcrumbs: DriveCrumb[] = [];
    const parentId = query.parent_id ?? null;
    if (parentId !== null && !search) {
      const chain = await this.deps.drive.ancestry(userId, parentId);
      const folder = chain.at(-1);
      if (!folder || folder.id !== parentId || Number(folder.is_deleted) !== 0) throw notFound();
      if (folder.type !== 'folder') throw new AppError('drive.not_a_folder', 400);
      breadcrumbs = chain.map((row) => ({ id: row.id, name: row.name }));
    }
    const { rows, total } = await this.deps.drive.list(userId, {
      parentId,
      search,
      sort: query.sort,
      dir: query.dir,
      offset: query.offset,
      limit: query.limit,
    });
    const end = query.offset + rows.length;
    return {
      items: rows.map(toDriveRecord),
      total,
      nextOffset: end < total ? end : null,
      breadcrumbs,
    };
  }

  /** The storage manager's Drive tab: the user's files, whatever their folder. */
  async files(viewer: Viewer, query: DriveFilesQuery): Promise<DriveFiles> {
    const { rows, total, bytes } = await this.deps.drive.files(
      viewer.userId,
      query.sort,
      query.offset,
      query.limit,
    );
    const end = query.offset + rows.length;
    return {
      items: rows.map((row) => ({ ...toDriveRecord(row), folder_name: row.folder_name })),
      total,
      totalSize: bytes,
      nextOffset: end < total ? end : null,
    };
  }

  async get(viewer: Viewer, id: string): Promise<DriveItemRecord> {
    return toDriveRecord(await this.#find(viewer.userId, id));
  }

  async createFolder(viewer: Viewer, body: CreateDriveFolderBody): Promise<DriveItemRecord> {
    const { userId } = viewer;
    if (body.parent_id !== null) await this.#folder(userId, body.parent_id);
    const now = nowMs();
    const row: DriveItemRow = {
      id: newId(),
      user_id: userId,
      parent_id: body.parent_id,
      name: body.name,
      name_key: driveNameKey(body.name),
      type: 'folder',
      size: 0,
      mime_type: null,
      storage_path: null,
      file_extension: null,
      is_deleted: 0,
      created_at: now,
      updated_at: now,
    };
    await this.deps.drive.insert(row);
    await this.#publish(userId, DRIVE_CHANGED_TOPIC, [row.id]);
    return toDriveRecord(row);
  }

  async rename(viewer: Viewer, id: string, name: string): Promise<DriveItemRecord> {
    if (!(await this.deps.drive.rename(viewer.userId, id, name, nowMs()))) throw notFound();
    await this.#publish(viewer.userId, DRIVE_CHANGED_TOPIC, [id]);
    return this.get(viewer, id);
  }

  async move(viewer: Viewer, id: string, parentId: string | null): Promise<DriveItemRecord> {
    const outcome = await this.deps.drive.move(viewer.userId, id, parentId, nowMs());
    if (outcome === 'missing') throw notFound();
    if (outcome === 'inside') throw new AppError('drive.move_into_itself', 409);
    if (outcome === 'not_folder') throw new AppError('drive.not_a_folder', 400);
    await this.#publish(viewer.userId, DRIVE_CHANGED_TOPIC, [id]);
    return this.get(viewer, id);
  }

  async summary(viewer: Viewer, id: string): Promise<DriveTreeSummary> {
    await this.#find(viewer.userId, id);
    return this.deps.drive.treeSummary(viewer.userId, id);
  }

  /** Permanent, no trash step (spec 01 §5): the tree is gone at once, its files by the sweep. */
  async delete(viewer: Viewer, id: string, sweep: () => void): Promise<DriveDeleteResult> {
    const taken = await this.deps.drive.markTreeDeleted(viewer.userId, id, nowMs());
    if (!taken) throw notFound();
    sweep();
    await this.#publish(viewer.userId, DRIVE_CHANGED_TOPIC, [id]);
    await this.#publish(viewer.userId, STORAGE_CHANGED_TOPIC, [viewer.userId]);
    return { folders: taken.folders, files: taken.files, freed_bytes: taken.bytes };
  }

  /**
   * The stored file, or the single byte range asked for (a video preview seeks by ranges);
   * 'unsatisfiable' for a range starting past the end.
   */
  async open(
    viewer: Viewer,
    id: string,
    rangeHeader?: string,
  ): Promise<DriveFileContent | { readonly unsatisfiable: number }> {
    const row = await this.#find(viewer.userId, id);
    if (row.type !== 'file' || !row.storage_path) throw notFound();
    const meta = await this.deps.blobs.head(row.storage_path);
    if (!meta) throw notFound();
    const range = parseRangeHeader(rangeHeader, meta.size);
    if (range.kind === 'unsatisfiable') return { unsatisfiable: meta.size };
    const content = await this.deps.blobs.get(
      row.storage_path,
      range.kind === 'range' ? { range: { start: range.start, end: range.end } } : {},
    );
    if (!content) throw notFound();
    return { row, content };
  }

  accepts(metadata: Readonly<Record<string, string | null>> | undefined): boolean {
    return metadata?.target === DRIVE_UPLOAD_TARGET;
  }

  holds(storagePath: string): boolean {
    return storagePath.startsWith(DRIVE_FILES_ROOT);
  }

  /** A tus creation for the drive: name, size, destination folder and quota. */
  async admit(
    viewer: Viewer,
    size: number,
    raw: Record<string, string>,
  ): Promise<Record<string, string>> {
    const metadata = parseUploadMetadata(driveUploadMetadataSchema, raw);
    if (size === 0) throw new AppError('upload.invalid_or_empty_file', 400);
    if (size > DRIVE_FILE_MAX_BYTES) {
      throw new AppError('drive.file_too_large', 413, { params: { max: DRIVE_FILE_MAX_MB } });
    }
    if (isRefusedDriveName(metadata.filename)) throw new AppError('drive.executable_refused', 415);
    if (metadata.drive_parent_id) await this.#folder(viewer.userId, metadata.drive_parent_id);
    await this.#assertQuota(viewer.userId, size);
    return { ...metadata, user_id: viewer.userId };
  }

  /**
   * Records a complete drive upload once, like a photo (decision 0024): the item id and key
   * are fixed in the ledger before the file is written, and the ledger row turns finished in
   * the transaction that inserts the item and counts its bytes.
   */
  async finish(upload: StagedUpload): Promise<DriveItemRecord> {
    const metadata = stagedDriveMetadataSchema.parse(upload.metadata ?? {});
    const userId = metadata.user_id;
    const recorded = await this.#recorded(upload.id);
    if (recorded) return recorded;
    const type = await sniffDriveFile(upload.path, metadata.filename);
    if (!type) throw new AppError('drive.executable_refused', 415);
    if (upload.size > DRIVE_FILE_MAX_BYTES) {
      throw new AppError('drive.file_too_large', 413, { params: { max: DRIVE_FILE_MAX_MB } });
    }
    const parentId = metadata.drive_parent_id || null;
    if (parentId) await this.#folder(userId, parentId);
    await this.#assertQuota(userId, upload.size);
    const now = nowMs();
    const proposedId = newId();
    const claimed = await this.deps.ledger.claim(
      { id: upload.id, userId, size: upload.size },
      { photoId: proposedId, storagePath: driveStorageKey(userId, proposedId, type.extension) },
      now,
    );
    const key = claimed.storage_path ?? driveStorageKey(userId, proposedId, type.extension);
    const row: DriveItemRow = {
      id: claimed.photo_id ?? proposedId,
      user_id: userId,
      parent_id: parentId,
      name: metadata.filename,
      name_key: driveNameKey(metadata.filename),
      type: 'file',
      size: upload.size,
      mime_type: type.mime,
      storage_path: key,
      file_extension: type.extension || null,
      is_deleted: 0,
      created_at: now,
      updated_at: now,
    };
    try {
      await this.deps.blobs.put(key, createReadStream(upload.path), {
        contentType: type.mime,
        contentLength: upload.size,
      });
      await this.#record(upload.id, row);
    } catch (error) {
      if (error instanceof AlreadyRecorded) {
        const existing = await this.#recorded(upload.id);
        if (existing) return existing;
      }
      if ((await this.deps.ledger.find(upload.id))?.state !== 'finished') {
        await this.deps.blobs.delete(key).catch((removal: unknown) => {
          this.deps.logger.error({ err: removal }, 'a file of a failed drive upload stayed');
        });
      }
      throw error;
    }
    await this.#publish(userId, DRIVE_CHANGED_TOPIC, [row.id]);
    await this.#publish(userId, STORAGE_CHANGED_TOPIC, [userId]);
    return toDriveRecord(row);
  }

  async recordOf(row: LedgerRow): Promise<DriveItemRecord | null> {
    if (!row.photo_id) return null;
    const item = await this.deps.drive.find(row.user_id, row.photo_id);
    return item ? toDriveRecord(item) : null;
  }

  async #recorded(uploadId: string): Promise<DriveItemRecord | null> {
    const row = await this.deps.ledger.find(uploadId);
    if (row?.state !== 'finished') return null;
    return this.recordOf(row);
  }

  async #record(uploadId: string, row: DriveItemRow): Promise<void> {
    const { db, usage, ledger, drive } = this.deps;
    const { planId } = await this.deps.subscriptions.current(row.user_id);
    try {
      await db.transaction().execute(async (trx) => {
        if (!(await ledger.markFinished(uploadId, row.created_at, trx))) {
          throw new AlreadyRecorded();
        }
        const quota = quotaBytesForPlan(planId);
        if (!(await usage.reserve(row.user_id, Number(row.size), quota, row.created_at, trx))) {
          throw new QuotaRefused();
        }
        await drive.insert(row, trx);
      });
    } catch (error) {
      if (!(error instanceof QuotaRefused)) throw error;
      const usedBytes = await usage.usedBytes(row.user_id);
      throw quotaError(checkQuota({ planId, usedBytes, incomingBytes: Number(row.size) }));
    }
  }

  async #assertQuota(userId: string, incomingBytes: number): Promise<void> {
    const { planId } = await this.deps.subscriptions.current(userId);
    const usedBytes = await this.deps.usage.usedBytes(userId);
    const check = checkQuota({ planId, usedBytes, incomingBytes });
    if (!check.allowed) throw quotaError(check);
  }

  async #find(userId: string, id: string): Promise<DriveItemRow> {
    const row = await this.deps.drive.find(userId, id);
    if (!row) throw notFound();
    return row;
  }

  async #folder(userId: string, id: string): Promise<DriveItemRow> {
    const row = await this.#find(userId, id);
    if (row.type !== 'folder') throw new AppError('drive.not_a_folder', 400);
    return row;
  }

  async #publish(userId: string, topic: string, ids: string[]): Promise<void> {
    try {
      await this.deps.bus.publish({ topic, ids, userId });
    } catch (error) {
      this.deps.logger.warn({ err: error, topic }, 'live event not published');
    }
  }
}

function quotaError(check: ReturnType<typeof checkQuota>): AppError {
  return new AppError('upload.quota_exceeded_percent', 413, {
    params: quotaExceededMessage(check).params,
  });
}
