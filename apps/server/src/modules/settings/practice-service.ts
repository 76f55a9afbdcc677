import {
  defaultNotificationPreferences,
  emptyPracticeProfile,
  PRACTICE_LOGO_MAX_BYTES,
  professionalIdLabel,
  type NotificationPreferences,
  type PracticeProfile,
  type PracticeProfileRecord,
} from '@photodossier/domain/practice';
import { formatBytes } from '@photodossier/domain/size';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { Readable } from 'node:stream';
import type { Viewer } from '../../platform/auth/viewer';
import type { BlobStore } from '../../platform/blobs/blob-store';
import { fromDbBool, newId, nowMs, toIso } from '../../platform/db/portable';
import type { Database } from '../../platform/db/schema';
import type { DocumentHeader } from '../../platform/pdf/pdf-writer';
import type { Platform } from '../../platform/platform';
import { AppError } from '../../platform/http/problem';
import { PracticeRepository, type PracticeRow } from './practice-repository';

export const PRACTICE_LOGO_PATH = '/api/v1/settings/practice/logo';

// The logo is redrawn as a PNG of at most this size: PDFs embed PNG (not WebP), and a
// re-encoded image carries nothing of the upload but its pixels.
const LOGO_MAX_SIDE = 600;

/** What a document (PDF, export, e-mail) prints as where it comes from. */
export type PracticeHeader = DocumentHeader;

function toRecord(row: PracticeRow | null): PracticeProfileRecord {
  const profile = row ?? { ...emptyPracticeProfile, logo_key: null, updated_at: null };
  return {
    name: profile.name,
    address: profile.address,
    phone: profile.phone,
    professional_id_kind: profile.professional_id_kind,
    professional_id: profile.professional_id,
    logo_url: row?.logo_key ? `${PRACTICE_LOGO_PATH}?v=${row.updated_at}` : null,
    updated_at: row ? toIso(row.updated_at) : null,
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The organization settings (name, address, phone, RPPS/ADELI, logo) and the communication
 * settings (notification switches). Other modules read the first through getPracticeHeader.
 */
export class PracticeService {
  private readonly repository: PracticeRepository;

  constructor(
    db: Kysely<Database>,
    private readonly blobs: BlobStore,
  ) {
    this.repository = new PracticeRepository(db);
  }

  async get(viewer: Viewer): Promise<PracticeProfileRecord> {
    return toRecord(await this.repository.find(viewer.userId));
  }

  async update(viewer: Viewer, profile: PracticeProfile): Promise<PracticeProfileRecord> {
    await this.repository.saveProfile(viewer.userId, profile, nowMs());
    return this.get(viewer);
  }

  /** Checked by decoding it (not by its declared type), bounded, stored as a PNG blob. */
  async setLogo(viewer: Viewer, bytes: Buffer): Promise<PracticeProfileRecord> {
    if (bytes.length > PRACTICE_LOGO_MAX_BYTES) {
      throw new AppError('settings.logo_too_large', 413, {
        params: { max: formatBytes(PRACTICE_LOGO_MAX_BYTES) },
      });
    }
    let png: Buffer;
    try {
      const image = sharp(bytes, { limitInputPixels: 40_000_000 });
      const { format } = await image.metadata();
      if (format !== 'png' && format !== 'jpeg' && format !== 'webp') throw new Error(format);
      png = await image
        .rotate()
        .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer();
    } catch {
      throw new AppError('settings.logo_invalid', 415);
    }
    const now = nowMs();
    // Two logos sent in the same millisecond must not share a file: the second one's
    // replacement would delete the file the row now points at.
    const key = `practice/${viewer.userId}/logo-${newId()}.png`;
    await this.blobs.put(key, Readable.from([png]), {
      contentType: 'image/png',
      contentLength: png.length,
    });
    const replaced = await this.repository.replaceLogo(
      viewer.userId,
      { key, type: 'image/png', size: png.length },
      now,
    );
    if (replaced && replaced !== key) await this.blobs.delete(replaced);
    return this.get(viewer);
  }

  async removeLogo(viewer: Viewer): Promise<PracticeProfileRecord> {
    const replaced = await this.repository.replaceLogo(viewer.userId, null, nowMs());
    if (replaced) await this.blobs.delete(replaced);
    return this.get(viewer);
  }

  /** The logo's bytes, or null. */
  async logo(userId: string): Promise<Buffer | null> {
    const row = await this.repository.find(userId);
    if (!row?.logo_key) return null;
    const blob = await this.blobs.get(row.logo_key);
    return blob ? readAll(blob.stream) : null;
  }

  /**
   * The header every document of the user prints (CROP, injection chart, exports, e-mails):
   * the practice when its name is set, the practitioner's name otherwise.
   */
  async getPracticeHeader(userId: string, practitionerName: string): Promise<PracticeHeader> {
    const row = await this.repository.find(userId);
    const name = row?.name.trim() ?? '';
    const lines = row
      ? [
          ...row.address.split('\n').map((line) => line.trim()),
          row.phone ? `Tél. ${row.phone}` : '',
          professionalIdLabel(row),
        ].filter((line) => line !== '')
      : [];
    if (name && practitionerName) lines.push(practitionerName);
    return {
      title: name || practitionerName,
      lines,
      logoPng: row?.logo_key ? await this.logo(userId) : null,
    };
  }

  async notifications(userId: string): Promise<NotificationPreferences> {
    const row = await this.repository.findNotifications(userId);
    if (!row) return defaultNotificationPreferences;
    return {
      import_finished: fromDbBool(row.import_finished),
      share_opened: fromDbBool(row.share_opened),
      quota_near: fromDbBool(row.quota_near),
    };
  }

  async updateNotifications(
    viewer: Viewer,
    patch: Partial<NotificationPreferences>,
  ): Promise<NotificationPreferences> {
    await this.repository.saveNotifications(viewer.userId, patch, nowMs());
    return this.notifications(viewer.userId);
  }
}

/** For modules that print documents: the signed-in user's header, built on demand. */
export function practiceHeaders(platform: Platform): (viewer: Viewer) => Promise<PracticeHeader> {
  const header = practiceHeaderOf(platform);
  return (viewer) => header(viewer.userId, viewer.name || viewer.email);
}

/**
 * The same header for work done without the owner signed in (a consent signed on the portal):
 * the practitioner's name is the one the document already carries.
 */
export function practiceHeaderOf(
  platform: Platform,
): (userId: string, practitionerName: string) => Promise<PracticeHeader> {
  const practice = new PracticeService(platform.database.db, platform.blobs);
  return (userId, practitionerName) => practice.getPracticeHeader(userId, practitionerName);
}

/** The practice's name and details under an e-mail, as on its letters. */
export function practiceSignature(header: DocumentHeader | null): string {
  if (!header?.title) return '';
  return ['', '--', header.title, ...header.lines].join('\n');
}
