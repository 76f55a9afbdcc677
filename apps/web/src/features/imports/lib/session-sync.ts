import { IMPORT_SESSIONS_CHANGED_TOPIC, RESYNC_TOPIC } from '@photodossier/domain/live-events';
import { subscribeLiveEvents, type LiveEvent } from '@/lib/live-events';
import { isUploadActive, uploadItems } from '@/lib/uploads/upload-store';
import type { ImportSession } from '@photodossier/domain/import-session';
import { getMachineId } from '@/lib/machine-id';
import { getActiveImportSession } from '../api/get-active-import-session';
import { getImportSession } from '../api/get-import-session';
import { getImportSessionChanges } from '../api/get-import-session-changes';
import { photosOutsideSession, runReadyActions } from './actions';
import { cancelAnalysis, scheduleAnalysis } from './analysis-queue';
import { refreshAfterImportChange } from './environment';
import { engineParts } from './import-engine';
import { revokePreview } from './import-photo';
import { getImportState, importEpoch, setImportState } from './import-state';
import { claimEcho, resetEchoes, setMissedEchoHandler } from './session-echo';
import {
  knownSessionPhotos,
  noteSessionPhoto,
  pruneRemovedHere,
  removedSessionPhotos,
} from './session-ledger';
import { applySessionChanges } from './session-changes';
import { reconcileImportSession } from './session-reconcile';
import { announceUploadedElsewhere, stopPhotoUpload } from './upload-queue';

/** A burst of events (a batch of uploads finishing) costs one GET. */
const REFRESH_DEBOUNCE_MS = 300;

const sync = () => engineParts().sync;

function uploadingHere(): Set<string> {
  return new Set(
    uploadItems()
      .filter(isUploadActive)
      .map((item) => item.id),
  );
}

/** An open general dialog without a session yet joins the one the device's other tab uses. */
function followsDeviceSession(): boolean {
  const { sessionId, mode } = getImportState();
  return sessionId === null && mode?.kind === 'general';
}

/**
 * The session as the server holds it now. Once read whole, a session is followed by its
 * changes: a few photos after another tab's change instead of up to 999 (issue 24).
 */
async function readSession(sessionId: string | null): Promise<ImportSession | null> {
  if (!sessionId) {
    const session = await getActiveImportSession(await getMachineId());
    return session?.status === 'active' ? session : null;
  }
  const held = sync().held;
  if (held?.id === sessionId) {
    const changed = applySessionChanges(
      held,
      await getImportSessionChanges(sessionId, held.updated_at),
    );
    if (changed) return changed;
  }
  return getImportSession(sessionId);
}

/**
 * A whole read of the session made elsewhere (the resume after a reload or in another tab):
 * the next change is then read as changes, not as the whole session again.
 */
export function holdWholeSession(session: ImportSession): void {
  sync().held = session;
}

async function refresh(): Promise<void> {
  const { sessionId } = getImportState();
  if (!sessionId && !followsDeviceSession()) return;
  const epoch = importEpoch();
  // Only what the server held before this read can be missing from it because it was removed:
  // a photo registered while the snapshot was on its way is absent from it and still there.
  const knownBeforeRead = new Set(knownSessionPhotos());
  let session;
  try {
    session = await readSession(sessionId);
  } catch {
    // Offline or gone: the next event, or the resync after a reconnect, tries again.
    return;
  }
  if (!session || epoch !== importEpoch()) return;
  sync().held = session;
  if (!sessionId && followsDeviceSession()) {
    const adopted = session.id;
    setImportState((current) => ({ ...current, sessionId: adopted }));
  }
  const current = getImportState();
  if (current.sessionId !== session.id) return;
  const onServer = new Set(Object.keys(session.photos));
  const result = reconcileImportSession(current, session, {
    known: knownBeforeRead,
    removedHere: removedSessionPhotos(),
    uploadingHere: uploadingHere(),
  });
  for (const id of onServer) noteSessionPhoto(id);
  pruneRemovedHere(onServer);
  if (result.state === current) return;
  setImportState(() => result.state);

  for (const photo of result.dropped) {
    revokePreview(photo);
    cancelAnalysis(photo.id);
    photosOutsideSession().delete(photo.id);
    if (photo.unassignedUploadStatus !== 'uploaded') void stopPhotoUpload(photo.id);
  }
  for (const photo of result.added) {
    if (photo.mediaType === 'image') scheduleAnalysis(photo.id, 0);
  }
  // Analysis, quick-mode filing and the actions waiting for these follow as for our own.
  for (const id of result.uploaded) announceUploadedElsewhere(id);
  if (result.dropped.length > 0) {
    refreshAfterImportChange();
    void runReadyActions();
  }
}

async function drain(): Promise<void> {
  const state = sync();
  if (state.inFlight) {
    state.again = true;
    return;
  }
  state.inFlight = true;
  try {
    do {
      state.again = false;
      await refresh();
    } while (state.again);
  } finally {
    state.inFlight = false;
  }
}

function scheduleRefresh(): void {
  const state = sync();
  if (state.timer) return;
  state.timer = setTimeout(() => {
    state.timer = null;
    void drain();
  }, REFRESH_DEBOUNCE_MS);
}

/** What the sync does with one event of the stream; exported for tests. */
export function handleImportLiveEvent(event: LiveEvent): void {
  const { sessionId } = getImportState();
  if (!sessionId && !followsDeviceSession()) return;
  if (event.topic === RESYNC_TOPIC) {
    scheduleRefresh();
    return;
  }
  if (event.topic !== IMPORT_SESSIONS_CHANGED_TOPIC) return;
  // Without a session yet, any of the user's sessions may be this device's: read which.
  if (!sessionId) {
    scheduleRefresh();
    return;
  }
  if (!event.ids?.includes(sessionId) || claimEcho(sessionId)) return;
  scheduleRefresh();
}

/**
 * Follows the open session through the live events (spec 02 §7): another tab of this device
 * uploading, filing or removing photos is reflected here. Returns the function that stops.
 */
export function startImportSessionSync(): () => void {
  const state = sync();
  state.subscribers += 1;
  if (state.subscribers === 1) {
    state.unsubscribe = subscribeLiveEvents(handleImportLiveEvent);
    setMissedEchoHandler(scheduleRefresh);
  }
  return () => {
    state.subscribers -= 1;
    if (state.subscribers > 0) return;
    state.unsubscribe?.();
    state.unsubscribe = null;
    setMissedEchoHandler(null);
  };
}

/** Forgets a pending refresh and the expected echoes, when the engine is wiped. */
export function resetImportSessionSync(): void {
  const state = sync();
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  state.again = false;
  state.held = null;
  resetEchoes();
}
