/** The face.* codes of the domain error catalogue (spec 01 §8) the recognition can raise. */
export const FACE_ERROR_CODES = [
  'face.service_unavailable',
  'face.no_face_detected',
  'face.no_embedding',
  'face.embedding_in_progress',
  'face.recognition_failed',
] as const;
export type FaceErrorCode = (typeof FACE_ERROR_CODES)[number];

export function isFaceErrorCode(value: unknown): value is FaceErrorCode {
  return (FACE_ERROR_CODES as readonly unknown[]).includes(value);
}

export class FaceRecognitionError extends Error {
  override readonly name = 'FaceRecognitionError';
  readonly code: FaceErrorCode;

  constructor(code: FaceErrorCode, detail?: string) {
    super(detail ?? code);
    this.code = code;
  }
}

/**
 * The catalogue code for any failure on the recognition path: our own errors and the server's
 * face.* problems keep theirs, everything else is the generic recognition error.
 */
export function faceErrorCodeOf(error: unknown): FaceErrorCode {
  if (error instanceof FaceRecognitionError) return error.code;
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    if (isFaceErrorCode(code)) return code;
  }
  return 'face.recognition_failed';
}

/**
 * The text of the spec's error toast "❌ {message}": the code's own text, or the default
 * "Erreur de reconnaissance faciale" when there is nothing more precise to say.
 */
export function faceErrorToastText(
  error: unknown,
  translate: (code: string, params?: Record<string, string>) => string,
): string {
  const message = translate(faceErrorCodeOf(error));
  return translate('face.error', { message });
}
