import { progressPercent } from '@photodossier/domain/progress';
import type { ImportGroups, ImportPhoto } from '../lib/import-model';

export type ImportProgress = {
  readonly uploadsDone: number;
  readonly uploadsTotal: number;
  /** Bytes when known, else the average of the per-photo percentages. */
  readonly uploadPercent: number;
  readonly analysisDone: number;
  readonly analysisTotal: number;
  readonly analysisPercent: number;
  /**
   * The dialog's one bar: the average of the stages that have work. Photos brought back from
   * the server (a resumed session, the quick camera) have nothing to send, so the bar follows
   * their analysis alone; with no work left at all it is full.
   */
  readonly overallPercent: number;
};

/** Photos restored from the server copy (no file) have nothing left to send. */
function needsUpload(photo: ImportPhoto): boolean {
  return photo.file !== null || photo.unassignedUploadStatus !== 'uploaded';
}

/** The dialog's overall bar and the "Progression globale" of the wait dialog. */
export function importProgress(photos: readonly ImportPhoto[]): ImportProgress {
  const uploading = photos.filter(needsUpload);
  const uploadsDone = uploading.filter((photo) => photo.unassignedUploadStatus === 'uploaded');
  const totalBytes = uploading.reduce((sum, photo) => sum + photo.unassignedUploadTotalBytes, 0);
  const sentBytes = uploading.reduce(
    (sum, photo) =>
      sum +
      (photo.unassignedUploadStatus === 'uploaded'
        ? photo.unassignedUploadTotalBytes
        : photo.unassignedUploadBytesTransferred),
    0,
  );
  const percentSum = uploading.reduce(
    (sum, photo) =>
      sum + (photo.unassignedUploadStatus === 'uploaded' ? 100 : photo.unassignedUploadProgress),
    0,
  );
  const uploadPercent =
    totalBytes > 0
      ? progressPercent(sentBytes, totalBytes)
      : progressPercent(percentSum, uploading.length * 100);

  const analysed = photos.filter((photo) => photo.status !== 'skipped');
  const analysisDone = analysed.filter(
    (photo) => photo.status === 'completed' || photo.status === 'error',
  ).length;

  const analysisPercent = progressPercent(analysisDone, analysed.length);
  const stages = [
    ...(uploading.length > 0 ? [uploadPercent] : []),
    ...(analysed.length > 0 ? [analysisPercent] : []),
  ];
  const overallPercent =
    stages.length > 0
      ? Math.round(stages.reduce((sum, percent) => sum + percent, 0) / stages.length)
      : 100;

  return {
    uploadsDone: uploadsDone.length,
    uploadsTotal: uploading.length,
    uploadPercent,
    analysisDone,
    analysisTotal: analysed.length,
    analysisPercent,
    overallPercent,
  };
}

/** Everything the dialog lists, in the order it shows it (the viewer walks this order). */
export function photosInDisplayOrder(groups: ImportGroups): ImportPhoto[] {
  return [
    ...groups.patients.flatMap((group) => group.photos),
    ...groups.withoutPatient,
    ...groups.videos,
    ...groups.analysing,
  ];
}

/** What the footer buttons act on: every photo not filed yet. */
export function unfiledPhotoIds(photos: readonly ImportPhoto[]): string[] {
  return photos.filter((photo) => photo.assignedToPatient === null).map((photo) => photo.id);
}
