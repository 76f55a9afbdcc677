import { describe, expect, it } from 'vitest';
import {
  canCloseImport,
  destinationAfterAssign,
  destinationAfterSaveWithoutPatient,
  remainingPhotos,
  uploadReadiness,
} from './action-rules';
import type { ImportPhoto } from './import-model';
import { newImportPhoto } from './import-photo';

function photo(id: string, patch: Partial<ImportPhoto> = {}): ImportPhoto {
  const file = new File(['x'], `${id}.jpg`, { type: 'image/jpeg' });
  return { ...newImportPhoto({ file, mediaType: 'image', type: 'image/jpeg' }, id), ...patch };
}
const uploaded = (id: string, patch: Partial<ImportPhoto> = {}) =>
  photo(id, { unassignedUploadStatus: 'uploaded', unassignedPhotoId: `srv-${id}`, ...patch });

describe('import action rules', () => {
  it('runs when every photo is uploaded, waits while one is sending, refuses a failed one', () => {
    expect(uploadReadiness([uploaded('a'), uploaded('b')])).toBe('ready');
    expect(
      uploadReadiness([uploaded('a'), photo('b', { unassignedUploadStatus: 'uploading' })]),
    ).toBe('wait');
    expect(uploadReadiness([photo('a')])).toBe('wait');
    // Uploaded but the server's id not known yet: not ready.
    expect(uploadReadiness([photo('a', { unassignedUploadStatus: 'uploaded' })])).toBe('wait');
    expect(
      uploadReadiness([
        photo('a', { unassignedUploadStatus: 'uploading' }),
        photo('b', { unassignedUploadStatus: 'failed' }),
      ]),
    ).toBe('failed');
  });

  it('closes only when no photo remains to file and no wait or saving dialog is open', () => {
    const filed = uploaded('a', { assignedToPatient: 'p1' });
    expect(canCloseImport({ photos: [], waitDialogOpen: false, saving: null })).toBe(true);
    expect(canCloseImport({ photos: [filed], waitDialogOpen: false, saving: null })).toBe(true);
    expect(canCloseImport({ photos: [], waitDialogOpen: true, saving: null })).toBe(false);
    expect(
      canCloseImport({
        photos: [],
        waitDialogOpen: false,
        saving: { current: 1, total: 1, done: true },
      }),
    ).toBe(false);
    expect(
      canCloseImport({ photos: [filed, uploaded('b')], waitDialogOpen: false, saving: null }),
    ).toBe(false);
    expect(remainingPhotos({ photos: [filed, uploaded('b')] }).map((item) => item.id)).toEqual([
      'b',
    ]);
  });

  it('goes to the patient folder after filing, except in quick mode', () => {
    expect(destinationAfterAssign({ kind: 'general', origin: 'home' }, 'p 1')).toBe(
      '/patient/p%201',
    );
    expect(destinationAfterAssign({ kind: 'camera' }, 'p1')).toBe('/patient/p1');
    expect(
      destinationAfterAssign({ kind: 'patient', patientId: 'p1', patientName: 'Amy Farrah' }, 'p1'),
    ).toBeNull();
  });

  it('leads to the unassigned photos after saving without patient from the camera only', () => {
    expect(destinationAfterSaveWithoutPatient({ kind: 'camera' })).toBe('/patients/unassigned');
    expect(destinationAfterSaveWithoutPatient({ kind: 'general', origin: 'sidebar' })).toBeNull();
  });
});
