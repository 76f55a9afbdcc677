import { FACE_ANALYSIS } from '@photodossier/domain/face-thresholds';
import { photoFileUrls } from '@photodossier/domain/photo-urls';
import { getImportState, findImportPhoto, patchImportPhoto, setImportState } from './import-state';
import { analyseImportPhoto } from './analyse-photo';
import { createBatchScheduler, type BatchScheduler } from './batch-scheduler';
import { engineParts } from './import-engine';

/** Embeddings already computed elsewhere (the quick camera), by session photo id. */
const knownEmbeddings = () => engineParts().analysis.knownEmbeddings;

export function rememberEmbedding(photoId: string, embedding: readonly number[]): void {
  knownEmbeddings().set(photoId, embedding);
}

async function imageOf(photoId: string): Promise<Blob> {
  const photo = findImportPhoto(photoId);
  if (photo?.file) return photo.file;
  if (!photo?.unassignedPhotoId) throw new Error('no image');
  const response = await fetch(photoFileUrls.original(photo.unassignedPhotoId), {
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.blob();
}

async function analyse(photoId: string): Promise<void> {
  const photo = findImportPhoto(photoId);
  if (!photo?.unassignedPhotoId || photo.mediaType === 'video') return;
  patchImportPhoto(photoId, { status: 'analyzing' });
  const outcome = await analyseImportPhoto({
    unassignedPhotoId: photo.unassignedPhotoId,
    image: () => imageOf(photoId),
    knownEmbedding: knownEmbeddings().get(photoId) ?? null,
  });
  knownEmbeddings().delete(photoId);
  const top = outcome.suggestions[0] ?? null;
  patchImportPhoto(photoId, {
    status: outcome.status,
    suggestions: outcome.suggestions,
    confidence: top ? top.confidence_score : null,
    faceRegions: outcome.faceRegions,
    rawFaceEmbeddings: outcome.embedding,
  });
  setImportState((current) =>
    current.faceServiceAvailable === outcome.serviceAvailable
      ? current
      : { ...current, faceServiceAvailable: outcome.serviceAvailable },
  );
}

function scheduler(): BatchScheduler {
  const analysis = engineParts().analysis;
  analysis.scheduler ??= createBatchScheduler({
    batchSize: FACE_ANALYSIS.batchSize,
    // Quick mode files everything under one patient: the faces only need storing, faster.
    pauseMs: () =>
      getImportState().mode?.kind === 'patient'
        ? FACE_ANALYSIS.autoAssignPauseMs
        : FACE_ANALYSIS.pauseMs,
    run: analyse,
    onBusyChange: (busy) =>
      setImportState((current) => ({ ...current, recognition: busy ? 'processing' : 'idle' })),
  });
  return analysis.scheduler;
}

/** Analysis starts 500 ms after the upload finished, then waits for its batch. */
export function scheduleAnalysis(
  photoId: string,
  delayMs: number = FACE_ANALYSIS.startAfterUploadMs,
) {
  scheduler().schedule(photoId, delayMs);
}

export function cancelAnalysis(photoId: string): void {
  engineParts().analysis.scheduler?.cancel(photoId);
  knownEmbeddings().delete(photoId);
}

export function clearAnalysis(): void {
  engineParts().analysis.scheduler?.clear();
  knownEmbeddings().clear();
}
