import { afterEach, describe, expect, it } from 'vitest';
import {
  PENDING_NEW_PATIENT_PHOTOS_KEY,
  clearPendingNewPatientPhotos,
  readPendingNewPatientPhotos,
  writePendingNewPatientPhotos,
} from './pending-new-patient-photos';

const photo = {
  photoId: 'p1',
  fileName: 'a.jpg',
  sessionId: 's1',
  sessionPhotoId: 'sp1',
  mediaType: 'image' as const,
};

describe('pending new patient photos', () => {
  afterEach(() => sessionStorage.clear());

  it('round-trips the photos through session storage under the spec key', () => {
    writePendingNewPatientPhotos({ photos: [photo], createdAt: 5 });
    expect(JSON.parse(sessionStorage.getItem(PENDING_NEW_PATIENT_PHOTOS_KEY)!)).toEqual({
      photos: [photo],
      createdAt: 5,
    });
    expect(readPendingNewPatientPhotos()).toEqual({ photos: [photo], createdAt: 5 });
  });

  it('refuses to write an empty hand-over', () => {
    expect(() => writePendingNewPatientPhotos({ photos: [], createdAt: 1 })).toThrow();
    expect(sessionStorage.getItem(PENDING_NEW_PATIENT_PHOTOS_KEY)).toBeNull();
  });

  it('drops a value it cannot read', () => {
    sessionStorage.setItem(PENDING_NEW_PATIENT_PHOTOS_KEY, '{"photos":[{"photoId":""}]}');
    expect(readPendingNewPatientPhotos()).toBeNull();
    expect(sessionStorage.getItem(PENDING_NEW_PATIENT_PHOTOS_KEY)).toBeNull();
    sessionStorage.setItem(PENDING_NEW_PATIENT_PHOTOS_KEY, 'not json');
    expect(readPendingNewPatientPhotos()).toBeNull();
    expect(sessionStorage.getItem(PENDING_NEW_PATIENT_PHOTOS_KEY)).toBeNull();
  });

  it('reads a hand-over of an earlier version as photos', () => {
    const { mediaType: _omitted, ...older } = photo;
    sessionStorage.setItem(
      PENDING_NEW_PATIENT_PHOTOS_KEY,
      JSON.stringify({ photos: [older], createdAt: 2, reopenImportDialog: true }),
    );
    expect(readPendingNewPatientPhotos()).toEqual({ photos: [photo], createdAt: 2 });
  });

  it('clears the key', () => {
    writePendingNewPatientPhotos({ photos: [photo], createdAt: 1 });
    expect(readPendingNewPatientPhotos()?.photos).toHaveLength(1);
    clearPendingNewPatientPhotos();
    expect(readPendingNewPatientPhotos()).toBeNull();
  });
});
