import { errorMessages } from '@photodossier/domain/errors';
import { fillPlaceholders } from '@photodossier/domain/message-format';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  FACE_ERROR_CODES,
  FaceRecognitionError,
  faceErrorCodeOf,
  faceErrorToastText,
} from './face-errors';

const french = (code: string, params: Record<string, string> = {}) =>
  fillPlaceholders(errorMessages[code as keyof typeof errorMessages].fr, params);

describe('face error mapping', () => {
  it('keeps the code of our own errors and of the server face problems', () => {
    expect(faceErrorCodeOf(new FaceRecognitionError('face.no_face_detected'))).toBe(
      'face.no_face_detected',
    );
    expect(faceErrorCodeOf(new ApiError('face.embedding_in_progress', {}, 409, 'busy'))).toBe(
      'face.embedding_in_progress',
    );
  });

  it('falls back to the generic recognition error for anything else', () => {
    expect(faceErrorCodeOf(new ApiError('request.internal', {}, 500, 'boom'))).toBe(
      'face.recognition_failed',
    );
    expect(faceErrorCodeOf(new TypeError('Failed to fetch'))).toBe('face.recognition_failed');
    expect(faceErrorCodeOf('nope')).toBe('face.recognition_failed');
  });

  it('has a catalogue text for every code it can raise', () => {
    for (const code of FACE_ERROR_CODES) expect(errorMessages[code]).toBeDefined();
  });

  it('writes the spec toast "❌ {message}" with the default text when nothing is more precise', () => {
    expect(faceErrorToastText(new Error('x'), french)).toBe('❌ Erreur de reconnaissance faciale');
    expect(faceErrorToastText(new FaceRecognitionError('face.no_face_detected'), french)).toBe(
      "❌ Aucun visage détecté dans l'image",
    );
  });
});
