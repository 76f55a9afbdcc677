import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ARCHIVE_APPLICATION,
  ARCHIVE_EXPORT_ENTRY,
  archiveFileName,
  EXPORT_VERSION,
  dataExportSchema,
  type ArchivePatient,
  type ArchivePhoto,
  type DataExport,
  type RestoreReport,
} from '@photodossier/domain/archive';
import { PATIENTS_CHANGED_TOPIC, PHOTOS_CHANGED_TOPIC } from '@photodossier/domain/live-events';
import { checkQuota, quotaBytesForPlan } from '@photodossier/domain/quota';
import { formatBytes } from '@photodossier/domain/size';
import { distinctTags, type TagKind } from '@photodossier/domain/tag-record';
import type { Logger } from 'pino';
import type { Viewer } from '../../platform/auth/viewer';
import { csvCell } from '../../platform/csv';
import type { BlobStore } from '../../platform/blobs/blob-store';
import {
  fromDbBool,
  fromIso,
  fromJsonText,
  newId,
  nowMs,
  toDbBool,
  toIso,
  toJsonText,
} from '../../platform/db/portable';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/problem';
import { practiceCalendarDay } from '../../platform/practice-time';
import type { SubscriptionReader } from '../billing/subscription';
import type { AccessJournal } from '../journal/service';
import { mapWithConcurrency } from '../media/concurrency';
import { publishChange } from '../media/service';
import { StorageUsageRepository } from '../storage/usage-repository';
import { TagsRepository } from '../tags/repository';
import type { ArchivePatientRow, ArchivePhotoRow, ArchiveRepository } from './repository';
import { storeRestoredFile } from './restored-files';
import { UnreadableArchiveError, ZipReader } from './zip-reader';
import { ZipWriter } from './zip-writer';

const MANIFEST_MAX_BYTES = 512 * 1024 * 1024;
/** Size checks in flight at once before the archive starts: hides S3 latency, spares the disk. */
const HEAD_CONCURRENCY = 8;
export const MISSING_FILES_ENTRY = 'missing-files.txt';
const isoOrNull = (epochMs: number | null) => (epochMs === null ? null : toIso(epochMs));

/** A readable folder or file name part: letters, digits, dashes; accents kept. */
function namePart(value: string, fallback: string): string {
  const cleaned = value
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return cleaned || fallback;
}

function extensionOf(row: ArchivePhotoRow): string {
  const fromPath = /\.([A-Za-z0-9]{1,8})$/.exec(row.storage_path)?.[1];
  const fromName = /\.([A-Za-z0-9]{1,8})$/.exec(row.filename)?.[1];
  return (fromPath ?? fromName ?? (row.media_type === 'video' ? 'mp4' : 'jpg')).toLowerCase();
}

/** "Nom_Prenom/2026-03-14_zone_id.jpg"; photos of no patient under "Non_classees". */
function archivePath(row: ArchivePhotoRow, patient: ArchivePatientRow | undefined): string {
  const folder = patient
    ? `${namePart(patient.nom, 'Patient')}_${namePart(patient.prenom, patient.id)}`
    : 'Non_classees';
  const day = toIso(row.date_prise).slice(0, 10);
  const zone = namePart(row.zone_traitee, 'photo');
  return `${folder}/${day}_${zone}_${row.id}.${extensionOf(row)}`;
}

function toArchivePatient(row: ArchivePatientRow): ArchivePatient {
  return {
    id: row.id,
    nom: row.nom,
    prenom: row.prenom,
    date_naissance: row.date_naissance,
    email: row.email,
    telephone: row.telephone,
    tags: fromJsonText<string[]>(row.tags),
    sexe: row.sexe,
    adresse: row.adresse,
    commentaire: row.commentaire,
    cote_affecte: row.cote_affecte,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    is_deleted: fromDbBool(row.is_deleted),
    deleted_at: isoOrNull(row.deleted_at),
  };
}

function toArchivePhoto(row: ArchivePhotoRow, path: string | null): ArchivePhoto {
  return {
    id: row.id,
    patient_id: row.patient_id,
    date_prise: toIso(row.date_prise),
    zone_traitee: row.zone_traitee,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    file_size: Number(row.file_size),
    file_type: row.file_type,
    media_type: row.media_type === 'video' ? 'video' : 'image',
    duration: row.duration,
    video_resolution: row.video_resolution,
    video_fps: row.video_fps,
    width: row.width,
    height: row.height,
    annotations: row.annotations ? fromJsonText(row.annotations) : null,
    is_deleted: fromDbBool(row.is_deleted),
    deleted_at: isoOrNull(row.deleted_at),
    tags: fromJsonText<string[]>(row.tags),
    filename: row.filename,
    exif_dates: row.exif_dates ? fromJsonText(row.exif_dates) : null,
    archive_path: path,
  };
}

/** Originals listed in the database whose file the store no longer has, said in the archive. */
function missingFilesReport(
  missing: readonly ArchivePhotoRow[],
  patients: DataExport['patients'],
): Buffer {
  const names = new Map(patients.map((p) => [p.id, `${p.prenom} ${p.nom}`.trim()]));
  const lines = missing.map((row) =>
    [
      row.id,
      row.patient_id ? (names.get(row.patient_id) ?? row.patient_id) : 'Non classée',
      toIso(row.date_prise).slice(0, 10),
      row.filename,
    ].join(' ; '),
  );
  return Buffer.from(
    [
      'Fichiers introuvables dans le stockage au moment de l’export : ils ne sont pas dans',
      'cette archive (leur fiche est dans photodossier-export.json, sans archive_path).',
      '',
      'id ; patient ; date ; fichier',
      ...lines,
      '',
    ].join('\r\n'),
    'utf8',
  );
}

function csv(
  header: readonly string[],
  rows: readonly (readonly (string | number | boolean | null)[])[],
) {
  const lines = [header.join(','), ...rows.map((row) => row.map(csvCell).join(','))];
  // The BOM lets spreadsheets read the accents as UTF-8.
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export interface ArchiveDownload {
  readonly stream: Readable;
  /** Known in advance: every entry is stored, not deflated (media are compressed already). */
  readonly size: number;
  readonly fileName: string;
}

interface IncomingPhoto {
  readonly photo: ArchivePhoto;
  readonly path: string;
  readonly sha256: string;
  readonly size: number;
}

/**
 * The practitioner's data taken away and brought back (decision 0043). Exports read only the
 * signed-in user's rows; the archive is streamed by ZipWriter entry after entry, each original read
 * from the blob store when its turn comes. A restore reads the whole archive (sizes, CRCs,
 * checksums) and checks the quota before writing a byte.
 */
export class ArchiveService {
  constructor(
    private readonly repository: ArchiveRepository,
    private readonly blobs: BlobStore,
    private readonly subscriptions: SubscriptionReader,
    private readonly journal: AccessJournal,
    private readonly bus: EventBus,
    private readonly logger: Logger,
  ) {}

  /** Spec 01 §3 export file: patients, photos, tags, settings, exportDate, version. */
  async exportJson(viewer: Viewer): Promise<DataExport> {
    const data = await this.#collect(viewer.userId, () => null);
    await this.journal.record(viewer, 'data.export');
    return data.export;
  }

  /** `day` names the file after the practitioner's day when their device gives it. */
  async archive(viewer: Viewer, withEmbeddings: boolean, day?: string): Promise<ArchiveDownload> {
    const archive = await this.build(viewer.userId, withEmbeddings, day);
    await this.journal.record(viewer, 'data.archive', {
      targetId: withEmbeddings ? 'embeddings' : null,
    });
    return archive;
  }

  /** The complete archive as a stream (the download, or a background job writing the blob). */
  async build(userId: string, withEmbeddings: boolean, day?: string): Promise<ArchiveDownload> {
    // The store, not the database, says what each original weighs (and whether it is there):
    // a ZIP entry announced with the wrong size, or whose file is gone, would break the whole
    // archive halfway through the download.
    const stored = new Map<string, number>();
    const missing: ArchivePhotoRow[] = [];
    const photoRows = await this.repository.photos(userId);
    await mapWithConcurrency(photoRows, HEAD_CONCURRENCY, async (row) => {
      const meta = await this.blobs.head(row.storage_path).catch(() => null);
      if (meta) stored.set(row.id, meta.size);
      else missing.push(row);
    });
    if (missing.length > 0) {
      this.logger.warn({ userId, missing: missing.length }, 'archive export without missing files');
    }
    const files = new Map<string, string>();
    const data = await this.#collect(
      userId,
      (row, patient) => {
        if (!stored.has(row.id)) return null;
        const path = archivePath(row, patient);
        files.set(row.id, path);
        return path;
      },
      photoRows,
    );
    const { export: manifest, rows } = data;
    const zip = new ZipWriter({ mtime: new Date(manifest.exportDate) });

    zip.addBuffer(ARCHIVE_EXPORT_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2), 'utf8'));
    zip.addBuffer(
      'patients.csv',
      csv(
        [
          'id',
          'nom',
          'prenom',
          'date_naissance',
          'email',
          'telephone',
          'sexe',
          'adresse',
          'cote_affecte',
          'tags',
          'commentaire',
          'created_at',
          'corbeille',
        ],
        manifest.patients.map((p) => [
          p.id,
          p.nom,
          p.prenom,
          p.date_naissance,
          p.email,
          p.telephone,
          p.sexe,
          p.adresse,
          p.cote_affecte,
          p.tags.join('|'),
          p.commentaire,
          p.created_at,
          p.is_deleted,
        ]),
      ),
    );
    zip.addBuffer(
      'photos.csv',
      csv(
        [
          'id',
          'patient_id',
          'fichier',
          'date_prise',
          'zone_traitee',
          'media_type',
          'file_type',
          'file_size',
          'duration',
          'tags',
          'annotations',
          'corbeille',
        ],
        manifest.photos.map((p) => [
          p.id,
          p.patient_id,
          p.archive_path,
          p.date_prise,
          p.zone_traitee,
          p.media_type,
          p.file_type,
          p.file_size,
          p.duration,
          p.tags.join('|'),
          p.annotations !== null,
          p.is_deleted,
        ]),
      ),
    );
    const annotations = Object.fromEntries(
      manifest.photos.filter((p) => p.annotations !== null).map((p) => [p.id, p.annotations]),
    );
    zip.addBuffer('annotations.json', Buffer.from(JSON.stringify(annotations, null, 2), 'utf8'));
    if (withEmbeddings) {
      const embeddings = (await this.repository.embeddings(userId)).map((row) => ({
        id: row.id,
        photo_id: row.photo_id,
        patient_id: row.patient_id,
        model_used: row.model_used,
        model_version: row.model_version,
        library: row.library,
        embedding: Buffer.from(row.embedding).toString('base64'),
      }));
      zip.addBuffer('face-embeddings.json', Buffer.from(JSON.stringify(embeddings), 'utf8'));
    }
    if (missing.length > 0) {
      zip.addBuffer(MISSING_FILES_ENTRY, missingFilesReport(missing, manifest.patients));
    }
    for (const row of rows) {
      const path = files.get(row.id);
      const size = stored.get(row.id);
      if (!path || size === undefined) continue;
      zip.addStream(path, size, async () => {
        const content = await this.blobs.get(row.storage_path);
        if (!content) throw new Error(`missing blob ${row.storage_path}`);
        return content.stream;
      });
    }
    const size = zip.size(ARCHIVE_APPLICATION);
    const stream = zip.stream(ARCHIVE_APPLICATION);
    stream.once('error', (error: Error) => {
      this.logger.error({ err: error, userId }, 'archive export failed');
    });
    return {
      stream,
      size,
      fileName: archiveFileName(day ?? practiceCalendarDay(new Date(manifest.exportDate))),
    };
  }

  /** Reads, checks and then adds an archive's content; nothing is written if any check fails. */
  async restore(viewer: Viewer, path: string): Promise<RestoreReport> {
    const { userId } = viewer;
    let reader: ZipReader;
    try {
      reader = await ZipReader.open(path);
    } catch (error) {
      throw invalidArchive(error);
    }
    const written: string[] = [];
    try {
      const manifest = await this.#readManifest(reader);
      const incoming = await this.#checkFiles(reader, manifest);
      const { fresh, skipped } = await this.#withoutPresent(userId, incoming);
      const bytes = fresh.reduce((sum, file) => sum + file.size, 0);
      const { planId } = await this.subscriptions.current(userId);
      const usage = new StorageUsageRepository(this.repository.db);
      const check = checkQuota({
        planId,
        usedBytes: await usage.usedBytes(userId),
        incomingBytes: bytes,
      });
      if (!check.allowed) throw quotaError(bytes, check.remainingBytes);

      const now = nowMs();
      // A patient the account has already (same names and birth date) is not added twice.
      const existing = new Map(
        (await this.repository.patients(userId)).map((p) => [patientKey(p), p.id] as const),
      );
      const patientIds = new Map<string, string>();
      const newPatients: ReturnType<typeof patientRow>[] = [];
      for (const p of manifest.patients) {
        const found = existing.get(patientKey(p));
        if (found) {
          patientIds.set(p.id, found);
        } else {
          const row = patientRow(userId, newId(), p);
          patientIds.set(p.id, row.id);
          existing.set(patientKey(p), row.id);
          newPatients.push(row);
        }
      }
      const rows: ReturnType<typeof photoRow>[] = [];
      const checksums: { id: string; sha256: string }[] = [];
      for (const file of fresh) {
        const id = newId();
        const patientId = file.photo.patient_id
          ? (patientIds.get(file.photo.patient_id) ?? null)
          : null;
        const ext = /\.([a-z0-9]{1,8})$/i.exec(file.path)?.[1]?.toLowerCase() ?? 'bin';
        const key = `medical-photos/${userId}/${patientId ?? 'unassigned'}/${now}-restored-${id}.${ext}`;
        const derived = await storeRestoredFile(
          this.blobs,
          {
            key,
            contentType: file.photo.file_type,
            size: file.size,
            mediaType: file.photo.media_type,
            duration: file.photo.duration,
          },
          await reader.stream(file.path),
          written,
        );
        rows.push(photoRow(userId, id, patientId, key, file, now, derived));
        checksums.push({ id, sha256: file.sha256 });
      }
      const report = await this.repository.db.transaction().execute(async (trx) => {
        const reserved = await new StorageUsageRepository(trx).reserve(
          userId,
          bytes,
          quotaBytesForPlan(planId),
          now,
          trx,
        );
        if (!reserved) throw quotaError(bytes, check.remainingBytes);
        const tags = new TagsRepository(trx);
        let tagsAdded = 0;
        const byKind = new Map<TagKind, Set<string>>([
          ['patient', new Set()],
          ['photo', new Set()],
        ]);
        for (const tag of manifest.tags) byKind.get(tag.kind)?.add(tag.name);
        for (const p of manifest.patients)
          for (const name of p.tags) byKind.get('patient')?.add(name);
        for (const file of fresh)
          for (const name of file.photo.tags) byKind.get('photo')?.add(name);
        const spellings = new Map<TagKind, string[]>();
        for (const [kind, names] of byKind) {
          const before = (await tags.list(userId, kind)).length;
          spellings.set(kind, (await tags.adopt(userId, kind, [...names], now)).names);
          tagsAdded += (await tags.list(userId, kind)).length - before;
        }
        // Each restored row carries its tags as the account's vocabulary spells them.
        const spelled = (kind: TagKind, text: string) =>
          toJsonText(distinctTags(fromJsonText<string[]>(text), spellings.get(kind)));
        const patients = newPatients.map((row) => ({ ...row, tags: spelled('patient', row.tags) }));
        for (let start = 0; start < patients.length; start += 100) {
          await trx
            .insertInto('patients')
            .values(patients.slice(start, start + 100))
            .execute();
        }
        for (let start = 0; start < rows.length; start += 100) {
          await trx
            .insertInto('photos')
            .values(
              rows
                .slice(start, start + 100)
                .map((row) => ({ ...row, tags: spelled('photo', row.tags) })),
            )
            .execute();
        }
        for (const { id, sha256 } of checksums) {
          await this.repository.setChecksum(userId, id, sha256, trx);
        }
        return {
          patients_added: patients.length,
          photos_added: rows.length,
          files_skipped: skipped,
          tags_added: tagsAdded,
          annotations_added: fresh.filter((file) => file.photo.annotations !== null).length,
          bytes_added: bytes,
        } satisfies RestoreReport;
      });
      await this.journal.record(viewer, 'data.restore', { targetId: `${report.photos_added}` });
      await publishChange(
        this.bus,
        userId,
        PHOTOS_CHANGED_TOPIC,
        rows.map((row) => row.id),
      );
      await publishChange(this.bus, userId, PATIENTS_CHANGED_TOPIC, []);
      return report;
    } catch (error) {
      await Promise.all(written.map((key) => this.blobs.delete(key).catch(() => undefined)));
      if (error instanceof AppError) throw error;
      throw invalidArchive(error);
    } finally {
      reader.close();
    }
  }

  async #collect(
    userId: string,
    pathOf: (row: ArchivePhotoRow, patient: ArchivePatientRow | undefined) => string | null,
    photoRows?: ArchivePhotoRow[],
  ): Promise<{ export: DataExport; rows: ArchivePhotoRow[] }> {
    const [patients, photos, tags, settings, practice] = await Promise.all([
      this.repository.patients(userId),
      photoRows ?? this.repository.photos(userId),
      this.repository.tags(userId),
      this.repository.db
        .selectFrom('user_settings')
        .select('document')
        .where('user_id', '=', userId)
        .executeTakeFirst(),
      this.repository.db
        .selectFrom('practice_profiles')
        .select(['name', 'address', 'phone', 'professional_id_kind', 'professional_id'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ]);
    const byId = new Map(patients.map((p) => [p.id, p]));
    const document = settings ? fromJsonText<Record<string, unknown>>(settings.document) : null;
    return {
      rows: photos,
      export: {
        application: ARCHIVE_APPLICATION,
        version: EXPORT_VERSION,
        exportDate: toIso(nowMs()),
        patients: patients.map(toArchivePatient),
        photos: photos.map((row) =>
          toArchivePhoto(row, pathOf(row, row.patient_id ? byId.get(row.patient_id) : undefined)),
        ),
        tags: tags.map((tag) => ({
          id: tag.id,
          kind: tag.kind,
          name: tag.name,
          color: tag.color,
          created_at: toIso(tag.created_at),
        })),
        settings: document,
        practice: practice ?? null,
      },
    };
  }

  async #readManifest(reader: ZipReader): Promise<DataExport> {
    const text = await reader.text(ARCHIVE_EXPORT_ENTRY, MANIFEST_MAX_BYTES);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new UnreadableArchiveError('manifest is not JSON', { cause: error });
    }
    const result = dataExportSchema.safeParse(parsed);
    if (!result.success) throw new UnreadableArchiveError('manifest does not match');
    return result.data;
  }

  /** Every original named by the manifest is there, whole, with the size it claims. */
  async #checkFiles(reader: ZipReader, manifest: DataExport): Promise<IncomingPhoto[]> {
    const incoming: IncomingPhoto[] = [];
    for (const photo of manifest.photos) {
      if (!photo.archive_path) continue;
      const { sha256, size } = await reader.digest(photo.archive_path);
      incoming.push({ photo, path: photo.archive_path, sha256, size });
    }
    return incoming;
  }

  /** Files the account holds already (same bytes) are skipped, as are repeats in the archive. */
  async #withoutPresent(userId: string, incoming: IncomingPhoto[]) {
    const sizes = [...new Set(incoming.map((file) => file.size))];
    const present = new Set<string>();
    for (let start = 0; start < sizes.length; start += 500) {
      for (const row of await this.repository.photosOfSize(
        userId,
        sizes.slice(start, start + 500),
      )) {
        let sha = row.sha256;
        if (!sha) {
          sha = await this.#checksumOf(row.storage_path);
          if (sha) await this.repository.setChecksum(userId, row.id, sha);
        }
        if (sha) present.add(sha);
      }
    }
    const fresh: IncomingPhoto[] = [];
    let skipped = 0;
    for (const file of incoming) {
      if (present.has(file.sha256)) {
        skipped += 1;
        continue;
      }
      present.add(file.sha256);
      fresh.push(file);
    }
    return { fresh, skipped };
  }

  async #checksumOf(key: string): Promise<string | null> {
    const content = await this.blobs.get(key);
    if (!content) return null;
    const hash = createHash('sha256');
    for await (const chunk of content.stream) hash.update(chunk as Buffer);
    return hash.digest('hex');
  }
}

function invalidArchive(error: unknown): AppError {
  return new AppError('archive.invalid', 422, {
    detail: error instanceof Error ? error.message : 'unreadable archive',
  });
}

function quotaError(needed: number, available: number): AppError {
  return new AppError('archive.quota_exceeded', 413, {
    params: { needed: formatBytes(needed), available: formatBytes(available) },
  });
}

function patientKey(p: { nom: string; prenom: string; date_naissance: string }): string {
  return [p.nom, p.prenom, p.date_naissance]
    .map((part) => part.trim().toLowerCase())
    .join('\u0000');
}

function patientRow(userId: string, id: string, p: ArchivePatient) {
  return {
    id,
    user_id: userId,
    nom: p.nom,
    prenom: p.prenom,
    date_naissance: p.date_naissance,
    email: p.email,
    telephone: p.telephone,
    tags: toJsonText(p.tags),
    sexe: p.sexe,
    adresse: p.adresse,
    commentaire: p.commentaire,
    cote_affecte: p.cote_affecte,
    created_at: fromIso(p.created_at),
    updated_at: fromIso(p.updated_at),
    is_deleted: toDbBool(p.is_deleted),
    deleted_at: p.deleted_at ? fromIso(p.deleted_at) : null,
  };
}

function photoRow(
  userId: string,
  id: string,
  patientId: string | null,
  key: string,
  file: IncomingPhoto,
  now: number,
  derived: { thumbnail_path: string | null; preview_path: string | null },
) {
  const { photo } = file;
  return {
    id,
    user_id: userId,
    patient_id: patientId,
    storage_path: key,
    ...derived,
    date_prise: fromIso(photo.date_prise),
    zone_traitee: photo.zone_traitee,
    created_at: fromIso(photo.created_at),
    updated_at: now,
    file_size: file.size,
    file_type: photo.file_type,
    media_type: photo.media_type,
    duration: photo.duration,
    video_resolution: photo.video_resolution,
    video_fps: photo.video_fps,
    width: photo.width,
    height: photo.height,
    annotations: photo.annotations === null ? null : toJsonText(photo.annotations),
    is_deleted: toDbBool(photo.is_deleted),
    deleted_at: photo.deleted_at ? fromIso(photo.deleted_at) : null,
    has_background_removed: 0,
    background_removed_url: null,
    original_photo_id: null,
    upload_source: 'restore',
    session_id: null,
    recovered: 0,
    recovery_date: null,
    tags: toJsonText(photo.tags),
    filename: photo.filename,
    exif_dates: photo.exif_dates === null ? null : toJsonText(photo.exif_dates),
    auto_background_removal_enabled: 0,
    needs_background_removal: 0,
  };
}
