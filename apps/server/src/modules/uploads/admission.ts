import { validateImportFile } from '@photodossier/domain/import-file-validation';
import { sessionPhotoIdSchema } from '@photodossier/domain/import-session';
import { uploadMetadataSchema } from '@photodossier/domain/media-record';
import { normalizeMimeType } from '@photodossier/domain/media-type';
import { isTimeZone } from '@photodossier/domain/exif-dates';
import { checkQuota } from '@photodossier/domain/quota';
import { validateUpload } from '@photodossier/domain/upload-validation';
import type { Viewer } from '../../platform/auth/viewer';
import { nowMs } from '../../platform/db/portable';
import type { SubscriptionReader } from '../billing/subscription';
import type { UploadSessionLink } from '../import-sessions/upload-link';
import type { PatientsRepository } from '../patients/repository';
import type { StorageUsageRepository } from '../storage/usage-repository';
import type { UploadLedgerRepository } from './ledger-repository';
import {
  assertValid,
  assertWithinQuota,
  importFileRefused,
  invalidRequest,
  notFound,
  quotaError,
} from './upload-errors';
import {
  parseUploadMetadata,
  parseUploadMetadataHeader,
  tagNamesOf,
  toTusMetadata,
} from './upload-metadata';
import type { UploadTarget } from './upload-target';

/** The headers of a tus creation request, as received. */
export interface UploadCreation {
  readonly uploadLength: string | undefined;
  readonly uploadDeferLength: string | undefined;
  readonly uploadMetadata: string | undefined;
}

export interface UploadAdmissionDeps {
  readonly patients: PatientsRepository;
  readonly usage: StorageUsageRepository;
  readonly ledger: UploadLedgerRepository;
  readonly subscriptions: SubscriptionReader;
  /** Uploads naming an import session must name an active one. */
  readonly sessions: UploadSessionLink;
  /** How long an unfinished upload keeps its staged bytes, and so its reservation. */
  readonly uploadLifetimeMs: number;
  /**
   * Uploads whose metadata names another target: drive files (decision 0040), dictation
   * recordings (decision 0041).
   */
  readonly targets: readonly UploadTarget[];
}

// Most browsers name an .avi file video/x-msvideo; the spec's list says video/avi.
const CLAIMED_TYPE_ALIASES: Readonly<Record<string, string>> = { 'video/x-msvideo': 'video/avi' };

function claimedType(type: string): string {
  const mime = normalizeMimeType(type);
  return CLAIMED_TYPE_ALIASES[mime] ?? mime;
}

/**
 * Before any byte arrives: a tus creation is checked on what the browser claims (size, type,
 * patient, import session, quota), and its bytes are reserved against the quota until the
 * upload is finished, refused or expired.
 */
export class UploadAdmission {
  constructor(private readonly deps: UploadAdmissionDeps) {}

  /** Checks a tus creation; the metadata to keep with the upload, its owner included. */
  async admit(viewer: Viewer, creation: UploadCreation): Promise<Record<string, string>> {
    if (creation.uploadDeferLength !== undefined || creation.uploadLength === undefined) {
      throw invalidRequest('Upload-Length is required: uploads of unknown length are refused');
    }
    if (!/^\d{1,15}$/.test(creation.uploadLength)) throw invalidRequest('Invalid Upload-Length');
    const size = Number(creation.uploadLength);
    const raw = parseUploadMetadataHeader(creation.uploadMetadata);
    if (!raw) throw invalidRequest('Malformed Upload-Metadata');
    const target = this.deps.targets.find((candidate) => candidate.accepts(raw));
    if (target) return target.admit(viewer, size, raw);
    const metadata = parseUploadMetadata(uploadMetadataSchema, raw);
    if (!tagNamesOf(metadata)) throw invalidRequest('Invalid Upload-Metadata: tags');
    if (metadata.time_zone !== undefined && !isTimeZone(metadata.time_zone)) {
      delete metadata.time_zone;
    }
    assertValid(validateUpload({ size, type: claimedType(metadata.filetype) }));
    const patientId = metadata.patient_id || null;
    if (patientId && !(await this.deps.patients.findActive(viewer.userId, patientId))) {
      throw notFound();
    }
    if (metadata.session_id) {
      if (!sessionPhotoIdSchema.safeParse(metadata.session_photo_id).success) {
        throw invalidRequest('Invalid Upload-Metadata: session_photo_id');
      }
      // The import dialog's own limits (15 MB images, 50 MB videos), which its page checks
      // too: a request sent by other means meets the same rule.
      const importCheck = validateImportFile({
        name: metadata.filename,
        size,
        type: claimedType(metadata.filetype),
      });
      if (!importCheck.ok) throw importFileRefused(importCheck);
      await this.deps.sessions.assertOpen(viewer.userId, metadata.session_id);
    }
    await assertWithinQuota(this.deps.subscriptions, this.deps.usage, viewer.userId, size);
    return toTusMetadata({ ...metadata, user_id: viewer.userId });
  }

  /**
   * Counts a created upload's bytes against the quota until it is finished, refused or
   * expired: parallel creations cannot together promise more than the quota holds.
   */
  async reserve(id: string, userId: string, size: number): Promise<void> {
    const { planId } = await this.deps.subscriptions.current(userId);
    const now = nowMs();
    const { admitted, committedBytes } = await this.deps.ledger.reserve(
      { id, userId, size, now, reservedSince: now - this.deps.uploadLifetimeMs },
      (usedBytes) => checkQuota({ planId, usedBytes, incomingBytes: size }).allowed,
    );
    if (!admitted) {
      throw quotaError(checkQuota({ planId, usedBytes: committedBytes, incomingBytes: size }));
    }
  }

  /** A refused or cancelled upload no longer reserves its bytes. */
  release(id: string): Promise<void> {
    return this.deps.ledger.release(id);
  }
}
