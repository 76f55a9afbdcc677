import type { AccessJournal } from '../journal/service';
import type { ShareOpenedNotices } from '../notifications/service';
import { z } from 'zod';
import { patientFullName } from '@photodossier/domain/display-names';
import {
  comparisonPhotoSettingsSchema,
  comparisonViewSchema,
} from '@photodossier/domain/comparison';
import { SHARES_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import {
  SHARE_MEDIA_URL_MAX_SECONDS,
  SHARED_DRIVE_PAGE,
  shareKindSchema,
  shareTokenSchema,
  type CreateShareBody,
  type CreatedShare,
  type ShareList,
  type ShareRecord,
  type SharedDrive,
  type SharedDriveItem,
  type SharedPhoto,
  type SharedView,
} from '@photodossier/domain/share';
import type { RequestClient, Viewer } from '../../platform/auth/viewer';
import type { BlobStore } from '../../platform/blobs/blob-store';
import { fromDbBool, fromJsonText, newId, toDbBool, toIso } from '../../platform/db/portable';
import type { EventBus } from '../../platform/events/event-bus';
import type { AttemptLimiter } from '../../platform/http/attempt-limiter';
import { AppError } from '../../platform/http/problem';
import type { ComparisonsRepository } from '../comparisons/repository';
import type { DriveItemRow, DriveKey, DriveRepository } from '../drive/repository';
import { toDriveRecord } from '../drive/service';
import { mediaType } from '../media/photo-record';
import type { ListedShareRow, SharedPhotoRow, ShareRow, SharesRepository } from './repository';
import {
  hashSharePassword,
  newShareToken,
  shareTokenHash,
  verifySharePassword,
} from './share-secrets';

const DAY_MS = 86_400_000;

/** Every way a link can fail to open says the same thing: nothing tells a guesser which. */
const neutralNotFound = () => new AppError('share.not_found', 404);

function status(row: ShareRow, now: number): ShareRecord['status'] {
  if (row.revoked_at !== null) return 'revoked';
  return row.expires_at <= now ? 'expired' : 'active';
}

function kindOf(row: ShareRow): ShareRecord['kind'] {
  return shareKindSchema.catch('photos').parse(row.kind);
}

function toRecord(row: ListedShareRow, now: number): ShareRecord {
  const kind = kindOf(row);
  return {
    id: row.id,
    kind,
    label: row.label,
    photo_count: kind === 'photos' ? Number(row.item_count) : null,
    patient_id: row.patient_id,
    expires_at: toIso(row.expires_at),
    revoked_at: row.revoked_at === null ? null : toIso(row.revoked_at),
    has_password: row.password_hash !== null,
    allow_download: fromDbBool(row.allow_download),
    show_patient_name: fromDbBool(row.show_patient_name),
    view_count: Number(row.view_count),
    last_viewed_at: row.last_viewed_at === null ? null : toIso(Number(row.last_viewed_at)),
    created_at: toIso(row.created_at),
    status: status(row, now),
  };
}

export interface ShareLimiters {
  /** Every opening attempt of a client address, right or wrong. */
  readonly open: AttemptLimiter;
  /** Password attempts of a client address on one link. */
  readonly password: AttemptLimiter;
}

interface ResolvedTarget {
  readonly photos: SharedPhotoRow[];
  readonly comparison: SharedView['comparison'];
}

/**
 * Shared links (decision 0030). The owner side (create, list, revoke) is scoped to the signed-in
 * user and, for creation, behind the Pro gate of the routes. The public side goes by token only:
 * an unknown, expired or revoked token, or a target gone to the trash, is one neutral 404.
 */
export class SharesService {
  constructor(
    private readonly shares: SharesRepository,
    private readonly comparisons: ComparisonsRepository,
    private readonly drive: DriveRepository,
    private readonly blobs: BlobStore,
    private readonly limiters: ShareLimiters,
    private readonly bus: EventBus,
    private readonly clock: () => number = () => Date.now(),
    private readonly journal?: AccessJournal,
    private readonly notices?: ShareOpenedNotices,
  ) {}

  async create(viewer: Viewer, body: CreateShareBody): Promise<CreatedShare> {
    const { userId } = viewer;
    let patientId: string | null;
    let targetId: string | null = null;
    let itemIds: string[] = [];
    let label = '';
    if (body.kind === 'comparison') {
      const found = body.comparison_id
        ? await this.comparisons.find(userId, body.comparison_id)
        : null;
      if (!found) throw new AppError('share.invalid_target', 400);
      const photoIds = found.photos.map((photo) => photo.photo_id);
      const active = await this.shares.activePhotos(userId, photoIds);
      if (active.length !== photoIds.length) throw new AppError('share.invalid_target', 400);
      patientId = found.comparison.patient_id;
      targetId = found.comparison.id;
      label = found.comparison.title;
    } else if (body.kind === 'drive') {
      const item = body.drive_item_id
        ? await this.drive.find(userId, body.drive_item_id)
        : undefined;
      if (!item) throw new AppError('share.invalid_target', 400);
      patientId = null;
      targetId = item.id;
      label = item.name;
    } else {
      itemIds = body.photo_ids ?? [];
      const active = await this.shares.activePhotos(userId, itemIds);
      if (active.length !== itemIds.length) throw new AppError('share.invalid_target', 400);
      const patients = new Set(active.map((photo) => photo.patient_id));
      patientId = patients.size === 1 ? ([...patients][0] ?? null) : null;
    }
    const now = this.clock();
    const token = newShareToken();
    const row = {
      id: newId(),
      user_id: userId,
      kind: body.kind,
      target_id: targetId,
      patient_id: patientId,
      label,
      token_hash: shareTokenHash(token),
      password_hash: body.password ? await hashSharePassword(body.password) : null,
      allow_download: toDbBool(body.allow_download),
      show_patient_name: toDbBool(body.show_patient_name),
      expires_at: now + body.expires_in_days * DAY_MS,
      created_at: now,
    };
    await this.shares.insert({ row, itemIds });
    await this.#announce(userId, row.id);
    await this.journal?.record(viewer, 'share.create', { patientId, targetId: row.id });
    const created = await this.shares.find(userId, row.id);
    if (!created) throw new AppError('request.internal', 500);
    return { share: toRecord(created, now), token };
  }

  async list(viewer: Viewer, patientId: string | undefined): Promise<ShareList> {
    const now = this.clock();
    const rows = await this.shares.list(viewer.userId, patientId);
    return { items: rows.map((row) => toRecord(row, now)) };
  }

  async revoke(viewer: Viewer, id: string): Promise<ShareRecord> {
    if (!(await this.shares.revoke(viewer.userId, id, this.clock()))) {
      throw new AppError('request.not_found', 404);
    }
    await this.#announce(viewer.userId, id);
    const row = await this.shares.find(viewer.userId, id);
    if (!row) throw new AppError('request.not_found', 404);
    return toRecord(row, this.clock());
  }

  /** Opens a link for anyone holding it: counts a view and signs the media links. */
  async open(
    token: string,
    password: string | undefined,
    client: RequestClient,
    folderId?: string,
    cursor?: string,
  ): Promise<SharedView> {
    const clientIp = client.ip;
    await this.#consume(this.limiters.open, `share-open:${clientIp}`);
    if (!shareTokenSchema.safeParse(token).success) throw neutralNotFound();
    const row = await this.shares.findByTokenHash(shareTokenHash(token));
    const now = this.clock();
    if (!row || status(row, now) !== 'active') throw neutralNotFound();
    if (row.password_hash !== null) {
      if (!password) throw new AppError('share.password_required', 401);
      await this.#consume(this.limiters.password, `share-password:${row.id}:${clientIp}`);
      if (!(await verifySharePassword(password, row.password_hash))) {
        throw new AppError('share.wrong_password', 401);
      }
    }
    const secondsLeft = Math.floor((row.expires_at - now) / 1000);
    const expiresInSeconds = Math.max(1, Math.min(SHARE_MEDIA_URL_MAX_SECONDS, secondsLeft));
    const allowDownload = fromDbBool(row.allow_download);
    if (row.kind === 'drive') {
      const drive = await this.#resolveDrive(
        row,
        folderId,
        cursor,
        allowDownload,
        expiresInSeconds,
      );
      if (!drive) throw neutralNotFound();
      // A next page is the same visit scrolling on, not another view.
      if (cursor === undefined) {
        await this.shares.countView(row.id, now);
        await this.#announce(row.user_id, row.id);
        this.#tellOwner(row, now);
      }
      return {
        kind: 'drive',
        title: row.label,
        patient_name: null,
        expires_at: toIso(row.expires_at),
        allow_download: allowDownload,
        photos: [],
        comparison: null,
        drive,
      };
    }
    const target = await this.#resolve(row);
    if (!target) throw neutralNotFound();
    await this.shares.countView(row.id, now);
    await this.journal?.recordVisitor('share.open', {
      ownerId: row.user_id,
      actor: 'share',
      patientId: row.patient_id,
      targetId: row.id,
      ip: client.ip,
      device: client.device,
    });
    await this.#announce(row.user_id, row.id);
    this.#tellOwner(row, now);
    const photos = await Promise.all(
      target.photos.map((photo, index) =>
        this.#sharedPhoto(photo, index, allowDownload, expiresInSeconds),
      ),
    );
    return {
      kind: kindOf(row),
      title: row.label,
      patient_name: await this.#patientName(row),
      expires_at: toIso(row.expires_at),
      allow_download: allowDownload,
      photos,
      comparison: target.comparison,
      drive: null,
    };
  }

  /**
   * A shared drive item: the file, or the items of the shared folder or of a folder inside it.
   * A folder asked for is listed only when the shared folder is among its ancestors: an id of
   * anything outside answers the same neutral 404 as a bad token.
   */
  async #resolveDrive(
    row: ShareRow,
    folderId: string | undefined,
    cursor: string | undefined,
    allowDownload: boolean,
    expiresInSeconds: number,
  ): Promise<SharedDrive | null> {
    const shared = row.target_id ? await this.drive.find(row.user_id, row.target_id) : undefined;
    if (!shared) return null;
    const sign = (key: string) => this.blobs.signedUrl(key, { expiresInSeconds });
    const describe = async (item: DriveItemRow): Promise<SharedDriveItem> => {
      const record = toDriveRecord(item);
      const file = record.type === 'file' && item.storage_path ? item.storage_path : null;
      return {
        id: record.id,
        name: record.name,
        type: record.type,
        size: record.size,
        mime_type: record.mime_type,
        updated_at: record.updated_at,
        preview_url: file && previewable(record.mime_type) ? await sign(file) : null,
        download_url: file && allowDownload ? await sign(file) : null,
      };
    };
    if (shared.type === 'file') {
      if (folderId !== undefined && folderId !== shared.id) return null;
      if (cursor !== undefined) return null;
      return { breadcrumbs: [], items: [await describe(shared)], total: 1, nextCursor: null };
    }
    const listedId = folderId ?? shared.id;
    const chain = await this.drive.ancestry(row.user_id, listedId);
    const from = chain.findIndex((item) => item.id === shared.id);
    const listed = chain.at(-1);
    if (from < 0 || !listed || listed.id !== listedId || listed.type !== 'folder') return null;
    if (chain.slice(from).some((item) => Number(item.is_deleted) !== 0)) return null;
    const after = cursor === undefined ? null : decodeDriveCursor(cursor);
    if (cursor !== undefined && !after) return null;
    const { rows, total } = await this.drive.childrenAfter(
      row.user_id,
      listedId,
      after,
      SHARED_DRIVE_PAGE + 1,
    );
    const page = rows.slice(0, SHARED_DRIVE_PAGE);
    const last = page.at(-1);
    return {
      breadcrumbs: chain.slice(from).map((item) => ({ id: item.id, name: item.name })),
      items: await Promise.all(page.map(describe)),
      total,
      nextCursor: rows.length > SHARED_DRIVE_PAGE && last ? encodeDriveCursor(last) : null,
    };
  }

  /** The photos the link shows, in order; null when the target is gone or in the trash. */
  async #resolve(row: ShareRow): Promise<ResolvedTarget | null> {
    if (row.kind === 'comparison') {
      const found = row.target_id ? await this.comparisons.find(row.user_id, row.target_id) : null;
      if (!found) return null;
      const ids = found.photos.map((photo) => photo.photo_id);
      const photos = ordered(await this.shares.activePhotos(row.user_id, ids), ids);
      // A comparison with a photo in the trash is not shown at all: half of it would mislead.
      if (photos.length !== ids.length) return null;
      return {
        photos,
        comparison: {
          view: comparisonViewSchema.parse(fromJsonText(found.comparison.view)),
          photos: found.photos.map((photo) => {
            const settings = comparisonPhotoSettingsSchema.parse({
              ...fromJsonText<object>(photo.settings),
              photo_id: photo.photo_id,
            });
            const { photo_id: _hidden, ...shown } = settings;
            return shown;
          }),
        },
      };
    }
    const ids = await this.shares.itemIds(row.user_id, row.id);
    const photos = ordered(await this.shares.activePhotos(row.user_id, ids), ids);
    return photos.length > 0 ? { photos, comparison: null } : null;
  }

  async #sharedPhoto(
    photo: SharedPhotoRow,
    index: number,
    allowDownload: boolean,
    expiresInSeconds: number,
  ): Promise<SharedPhoto> {
    const type = mediaType(photo.media_type);
    // Videos play from their file; photos show their display-size preview when there is one.
    const shownKey =
      type === 'video' ? photo.storage_path : (photo.preview_path ?? photo.storage_path);
    const sign = (key: string) => this.blobs.signedUrl(key, { expiresInSeconds });
    return {
      key: String(index + 1),
      media_type: type,
      date_prise: toIso(photo.date_prise),
      zone_traitee: photo.zone_traitee,
      width: photo.width,
      height: photo.height,
      preview_url: await sign(shownKey),
      download_url: allowDownload ? await sign(photo.storage_path) : null,
    };
  }

  async #patientName(row: ShareRow): Promise<string | null> {
    if (!fromDbBool(row.show_patient_name) || row.patient_id === null) return null;
    const patient = await this.shares.patientName(row.user_id, row.patient_id);
    if (!patient) return null;
    return patientFullName(patient) || null;
  }

  async #consume(limiter: AttemptLimiter, key: string): Promise<void> {
    try {
      await limiter.consume(key, this.clock());
    } catch (error) {
      if (error instanceof AppError && error.status === 429) {
        throw new AppError('share.too_many_attempts', 429);
      }
      throw error;
    }
  }

  /** The owner's e-mail, if they want one: only the link's id and description, never its token. */
  #tellOwner(row: ShareRow, openedAt: number): void {
    this.notices?.shareOpened({
      ownerId: row.user_id,
      shareId: row.id,
      kind: kindOf(row),
      label: row.label,
      patientId: row.patient_id,
      openedAt,
    });
  }

  async #announce(userId: string, shareId: string): Promise<void> {
    await this.bus.publish({ topic: SHARES_CHANGED_TOPIC, ids: [shareId], userId });
  }
}

function previewable(mimeType: string | null): boolean {
  return (
    mimeType === 'application/pdf' ||
    Boolean(mimeType?.startsWith('image/')) ||
    Boolean(mimeType?.startsWith('video/'))
  );
}

function ordered(rows: readonly SharedPhotoRow[], ids: readonly string[]): SharedPhotoRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

const driveCursorSchema = z.tuple([z.enum(['file', 'folder']), z.string(), z.string()]);

/** The last item of a shared folder's page, opaque to the visitor. */
function encodeDriveCursor(row: DriveItemRow): string {
  return Buffer.from(JSON.stringify([row.type, row.name_key, row.id])).toString('base64url');
}

/** null for anything that is not a cursor this server wrote. */
function decodeDriveCursor(cursor: string): DriveKey | null {
  try {
    const parsed = driveCursorSchema.safeParse(
      JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')),
    );
    if (!parsed.success) return null;
    const [type, nameKey, id] = parsed.data;
    return { type, nameKey, id };
  } catch {
    return null;
  }
}
