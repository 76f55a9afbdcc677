import type { ImportDialogRequest } from '@/lib/import-dialog';
import { photosOutsideSession } from './actions';
import { rememberEmbedding, scheduleAnalysis } from './analysis-queue';
import { engineParts } from './import-engine';
import type { ImportMode } from './import-model';
import { photoFromRecord } from './import-photo';
import { getImportState, setImportState } from './import-state';
import { resumeImportSession } from './resume';

function modeOf(request: ImportDialogRequest): ImportMode {
  switch (request.kind) {
    case 'general':
      return { kind: 'general', origin: request.origin };
    case 'patient':
      return { kind: 'patient', patientId: request.patientId, patientName: request.patientName };
    case 'camera':
      return { kind: 'camera' };
    case 'resume':
      return getImportState().mode ?? { kind: 'general', origin: 'resume' };
  }
}

/**
 * Takes an open request into the engine once. Photos still in the store (the dialog was
 * hidden) stay; camera photos join as already uploaded; a resume rebuilds from the session.
 */
export function applyImportRequest(request: ImportDialogRequest | null): void {
  const parts = engineParts();
  if (request === parts.appliedRequest) return;
  parts.appliedRequest = request;
  if (!request) return;
  setImportState((current) => ({ ...current, mode: modeOf(request) }));
  if (request.kind === 'camera') {
    const photos = request.photos.map(({ photo, embedding }) => {
      const added = photoFromRecord(photo);
      photosOutsideSession().add(added.id);
      if (embedding && embedding.length > 0) rememberEmbedding(added.id, embedding);
      return added;
    });
    setImportState((current) => ({ ...current, photos: [...current.photos, ...photos] }));
    for (const photo of photos) if (photo.mediaType === 'image') scheduleAnalysis(photo.id);
  }
  if (request.kind === 'resume' && getImportState().photos.length === 0) {
    void resumeImportSession();
  }
}
