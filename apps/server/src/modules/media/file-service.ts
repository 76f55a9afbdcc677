import type { AccessJournal } from '../journal/service';
import { createHash } from 'node:crypto';
import { displayFileName, patientDisplayName } from '@photodossier/domain/display-names';
import type { Locale } from '@photodossier/domain/errors';
import type { Viewer } from '../../platform/auth/viewer';
import {
  DEFAULT_BLOB_CONTENT_TYPE,
  type BlobContent,
  type BlobStore,
} from '../../platform/blobs/blob-store';
import { parseRangeHeader } from '../../platform/http/range';
import type { MediaRepository, PhotoRow } from './repository';
import { mediaType } from './photo-record';
import { notFound } from './service';

export type PhotoFileKind = 'original' | 'thumbnail' | 'preview';

/** What the thumbnail and preview are made as, when their blob carries no type. */
const DERIVED_CONTENT_TYPES: Record<Exclude<PhotoFileKind, 'original'>, string> = {
  thumbnail: 'image/jpeg',
  preview: 'image/webp',
};

export interface PhotoFileRequest {
  readonly range?: string | undefined;
  readonly ifNoneMatch?: string | undefined;
  readonly ifRange?: string | undefined;
  /** Name the file with the spec's generated display name. */
  readonly download: boolean;
}

interface PhotoFileHead {
  readonly etag: string;
  readonly lastModified: Date;
  readonly contentType: string;
  readonly size: number;
  readonly downloadName: string | null;
}

export type PhotoFileResult =
  | ({ readonly kind: 'content'; readonly content: BlobContent } & PhotoFileHead)
  | ({ readonly kind: 'not_modified' } & PhotoFileHead)
  | { readonly kind: 'unsatisfiable'; readonly size: number };

function storedKey(row: PhotoRow, kind: PhotoFileKind): string | null {
  if (kind === 'thumbnail') return row.thumbnail_path;
  if (kind === 'preview') return row.preview_path;
  return row.storage_path;
}

// Strong enough to tell versions apart, says nothing about where the file is stored.
function entityTag(key: string, size: number, lastModified: Date): string {
  const digest = createHash('sha256')
    .update(`${key}\n${size}\n${lastModified.getTime()}`)
    .digest('base64url')
    .slice(0, 27);
  return `"${digest}"`;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** Streams a photo's original, thumbnail or preview to its owner; another user's is a 404. */
export class PhotoFileService {
  constructor(
    private readonly repository: MediaRepository,
    private readonly blobs: BlobStore,
    private readonly journal?: AccessJournal,
  ) {}

  async open(
    viewer: Viewer,
    id: string,
    kind: PhotoFileKind,
    request: PhotoFileRequest,
  ): Promise<PhotoFileResult> {
    const row = await this.repository.findPhoto(viewer.userId, id);
    const key = row ? storedKey(row, kind) : null;
    if (!row || key === null) throw notFound();
    const meta = await this.blobs.head(key);
    if (!meta) throw notFound();
    const head: PhotoFileHead = {
      etag: entityTag(key, meta.size, meta.lastModified),
      lastModified: meta.lastModified,
      contentType: contentType(row, kind, meta.contentType),
      size: meta.size,
      downloadName: request.download ? await this.#downloadName(viewer, row) : null,
    };
    if (matchesEtag(request.ifNoneMatch, head.etag)) return { kind: 'not_modified', ...head };
    // If-Range: a range only applies to the version the client already has part of.
    const rangeHeader =
      request.ifRange === undefined || request.ifRange === head.etag ? request.range : undefined;
    const range = parseRangeHeader(rangeHeader, meta.size);
    if (range.kind === 'unsatisfiable') return { kind: 'unsatisfiable', size: meta.size };
    const content = await this.blobs.get(
      key,
      range.kind === 'range' ? { range: { start: range.start, end: range.end } } : {},
    );
    if (!content) throw notFound();
    // Thumbnails and previews are what lists show; a download of the original is journalled
    // once, not per range request of a resumed download.
    if (request.download && kind === 'original' && (range.kind !== 'range' || range.start === 0)) {
      await this.journal?.record(viewer, 'photo.download', {
        patientId: row.patient_id,
        targetId: row.id,
      });
    }
    return { kind: 'content', content, ...head };
  }

  async #downloadName(viewer: Viewer, row: PhotoRow): Promise<string> {
    const [patient, language] = await Promise.all([
      row.patient_id ? this.repository.findPatientName(viewer.userId, row.patient_id) : null,
      this.repository.findLanguage(viewer.userId),
    ]);
    const locale: Locale = language === 'en' ? 'en' : 'fr';
    return displayFileName({
      patientName: patientDisplayName(row.patient_id, patient, locale),
      zoneTraitee: row.zone_traitee,
      id: row.id,
      mediaType: mediaType(row.media_type),
      fileType: row.file_type,
    });
  }
}

function contentType(row: PhotoRow, kind: PhotoFileKind, stored: string): string {
  if (kind === 'original') return row.file_type || stored;
  return stored && stored !== DEFAULT_BLOB_CONTENT_TYPE ? stored : DERIVED_CONTENT_TYPES[kind];
}
