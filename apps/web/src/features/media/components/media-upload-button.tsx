/**
 * Opens the file picker and uploads photos and videos with progress, to the patient given or
 * unassigned without one (built by the media feature).
 */
export function MediaUploadButton(_props: { patientId?: string }) {
  return null;
}
