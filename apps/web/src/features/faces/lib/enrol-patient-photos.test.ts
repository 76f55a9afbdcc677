import { describe, expect, it } from 'vitest';
import { FaceRecognitionError } from '@/lib/face-recognition/face-errors';
import { enrolPatientPhotos, type BatchProgress } from './enrol-patient-photos';

describe('enrolPatientPhotos', () => {
  it('goes through every photo in order, counting the failures without stopping', async () => {
    const seen: string[] = [];
    const progress: BatchProgress[] = [];
    const outcome = await enrolPatientPhotos(
      ['a', 'b', 'c'],
      async (id) => {
        seen.push(id);
        if (id === 'b') throw new FaceRecognitionError('face.no_face_detected');
      },
      (step) => progress.push(step),
    );
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(progress).toEqual([
      { done: 1, total: 3 },
      { done: 2, total: 3 },
      { done: 3, total: 3 },
    ]);
    expect(outcome).toEqual({ stored: 2, failed: 1, total: 3, lastError: 'face.no_face_detected' });
  });

  it('stops before the next photo once aborted', async () => {
    const controller = new AbortController();
    const outcome = await enrolPatientPhotos(
      ['a', 'b', 'c'],
      () => {
        controller.abort();
        return Promise.resolve();
      },
      undefined,
      controller.signal,
    );
    expect(outcome.stored).toBe(1);
  });
});
