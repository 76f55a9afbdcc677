/** A finished upload that named an import session (tus metadata session_id, session_photo_id). */
export interface SessionUpload {
  readonly userId: string;
  readonly sessionId: string;
  readonly sessionPhotoId: string;
  /** The recorded photo. */
  readonly photoId: string;
  readonly patientId: string | null;
  readonly suggestedPatientId: string | null;
  readonly filename: string;
  readonly filetype: string;
  readonly size: number;
  /** File.lastModified, epoch ms; 0 when the browser sent none. */
  readonly lastModified: number;
}

/** What the uploads need of the import sessions (decision 0020). */
export interface UploadSessionLink {
  /** Throws a 404 AppError unless the session is one of the user's active sessions. */
  assertOpen(userId: string, sessionId: string): Promise<void>;
  /** Marks the session photo uploaded as this photo. Never throws: the upload stands anyway. */
  recordUpload(upload: SessionUpload): Promise<void>;
}
