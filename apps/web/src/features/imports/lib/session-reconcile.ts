import type { ImportSession } from '@photodossier/domain/import-session';
import { photoFileUrls } from '@photodossier/domain/photo-urls';
import type { ImportPhoto, ImportState } from './import-model';
import { uploadedImportPhoto } from './import-photo';

export type ReconcileContext = {
  /** Session photo ids the server is known to hold: seen in a snapshot or registered here. */
  readonly known: ReadonlySet<string>;
  /** Removed in this tab; the server may not have heard of it yet, so never brought back. */
  readonly removedHere: ReadonlySet<string>;
  /** Being sent by this tab now: their own upload reports the end, with the server record. */
  readonly uploadingHere: ReadonlySet<string>;
};

export type Reconciled = {
  /** The same object when the snapshot changes nothing. */
  readonly state: ImportState;
  /** Photos now on the server: to analyse, and actions waiting for them may run. */
  readonly uploaded: readonly string[];
  /** Photos that left the dialog (filed or removed elsewhere): previews, analysis, uploads. */
  readonly dropped: readonly ImportPhoto[];
  /** Photos another tab sent into the shared session. */
  readonly added: readonly ImportPhoto[];
};

/**
 * Brings the dialog in line with a fresh snapshot of its session, written by another tab of
 * the same device (spec 02 §7): uploads finished elsewhere fill the photo, filings recorded
 * elsewhere take it out (quick mode marks it), a removal elsewhere drops it, and in the
 * general dialog photos sent by the other tab appear once uploaded. Photos this tab has not
 * registered yet, and its own uploads in flight, are left alone.
 */
export function reconcileImportSession(
  state: ImportState,
  session: ImportSession,
  context: ReconcileContext,
): Reconciled {
  const unchanged: Reconciled = { state, uploaded: [], dropped: [], added: [] };
  if (state.sessionId === null || session.id !== state.sessionId) return unchanged;

  const quick = state.mode?.kind === 'patient';
  const uploaded: string[] = [];
  const dropped: ImportPhoto[] = [];
  let changed = false;
  const photos: ImportPhoto[] = [];

  for (const photo of state.photos) {
    const entry = session.photos[photo.id];
    const assignment = session.assignments[photo.id];
    if (assignment && photo.assignedToPatient === null) {
      changed = true;
      if (quick) {
        photos.push({ ...photo, assignedToPatient: assignment.patient_id ?? 'unassigned' });
      } else {
        dropped.push(photo);
      }
      continue;
    }
    if (!entry) {
      if (context.known.has(photo.id) && photo.assignedToPatient === null) {
        changed = true;
        dropped.push(photo);
      } else {
        photos.push(photo);
      }
      continue;
    }
    const serverId = entry.unassigned_photo_id;
    if (
      entry.upload_status === 'uploaded' &&
      serverId &&
      photo.unassignedUploadStatus !== 'uploaded' &&
      !context.uploadingHere.has(photo.id)
    ) {
      changed = true;
      uploaded.push(photo.id);
      const url = photoFileUrls.thumbnail(serverId);
      photos.push({
        ...photo,
        unassignedUploadStatus: 'uploaded',
        unassignedUploadProgress: 100,
        unassignedUploadBytesTransferred: photo.size,
        unassignedUploadTotalBytes: photo.size,
        unassignedUploadSpeed: 0,
        unassignedUploadError: null,
        unassignedPhotoId: serverId,
        unassignedPhotoUrl: url,
        preview: photo.preview ?? url,
      });
      continue;
    }
    photos.push(photo);
  }

  const added: ImportPhoto[] = [];
  if (state.mode?.kind === 'general') {
    const present = new Set(state.photos.map((photo) => photo.id));
    for (const [id, entry] of Object.entries(session.photos)) {
      if (present.has(id) || id in session.assignments || context.removedHere.has(id)) continue;
      // Photos the other tab is still sending come once the server holds them.
      if (entry.upload_status !== 'uploaded' || !entry.unassigned_photo_id) continue;
      added.push(
        uploadedImportPhoto({
          id,
          serverId: entry.unassigned_photo_id,
          name: entry.metadata.originalName,
          size: entry.metadata.size,
          type: entry.metadata.type,
          timestamp: entry.metadata.timestamp,
          exifDates: entry.metadata.exif,
        }),
      );
    }
  }

  // Ended elsewhere (the other tab closed the dialog): new photos open a new session.
  const sessionId = session.status === 'active' ? state.sessionId : null;
  if (!changed && added.length === 0 && sessionId === state.sessionId) return unchanged;
  return {
    state: { ...state, sessionId, photos: [...photos, ...added] },
    uploaded,
    dropped,
    added,
  };
}
