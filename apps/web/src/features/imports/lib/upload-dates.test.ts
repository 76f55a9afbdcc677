import type { FaceSuggestion } from '@photodossier/domain/face-record';
import type { PutSessionPhotoBody } from '@photodossier/domain/import-session';
import type { PhotoRecord } from '@photodossier/domain/media-record';
import { afterEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  jobs: [] as { id: string; onDone: (photo: PhotoRecord | null) => void }[],
  put: [] as { id: string; body: PutSessionPhotoBody }[],
}));

vi.mock('@/lib/uploads/upload-runner', () => ({
  enqueueUpload: (job: (typeof calls.jobs)[number]) => void calls.jobs.push(job),
  cancelUpload: async () => {},
  retryUpload: () => false,
}));
vi.mock('@/lib/machine-id', () => ({ getMachineId: async () => 'device-12345678' }));
vi.mock('@/lib/temp-photos/temp-photo-store', () => ({
  saveTempPhoto: async () => {},
  deleteTempPhoto: async () => {},
}));
vi.mock('../api/open-import-session', () => ({
  openImportSession: async () => ({ id: 'session-1' }),
}));
vi.mock('../api/put-session-photo', () => ({
  putSessionPhoto: async (_session: string, id: string, body: PutSessionPhotoBody) =>
    void calls.put.push({ id, body }),
}));
vi.mock('../api/patch-session-photo', () => ({ patchSessionPhoto: async () => {} }));

const { sendPhoto } = await import('./upload-queue');
const { getImportState, resetImportState, setImportState } = await import('./import-state');
const { newImportPhoto } = await import('./import-photo');
const { selectImportGroups } = await import('./select-import-groups');

const MINUTE = 60_000;
/** When the photos were taken, as the camera wrote it. */
const TAKEN = Date.UTC(2026, 4, 1, 9, 0, 0);
/** When they were copied off the card: what File.lastModified says. */
const COPIED = Date.UTC(2026, 4, 3, 18, 0, 0);

const amy: FaceSuggestion = {
  patient_id: 'amy',
  patient_name: 'Amy Test',
  confidence_score: 80,
  similarity: 0.8,
  reference_photo_id: 'ref',
  patient_info: {
    nom: 'Test',
    prenom: 'Amy',
    date_naissance: '1990-01-01',
    email: '',
    telephone: '',
  },
  face_regions: [],
};

function record(id: string, takenAt: number, exif: Record<string, string> | null): PhotoRecord {
  return {
    id,
    thumbnail_url: `/api/v1/photos/${id}/thumbnail`,
    image_url: `/x/${id}`,
    date_prise: new Date(takenAt).toISOString(),
    exif_dates: exif,
  } as PhotoRecord;
}

describe('the capture time read by the server', () => {
  afterEach(() => {
    resetImportState();
    calls.jobs.length = 0;
    calls.put.length = 0;
  });

  it('replaces File.lastModified once uploaded, and the photo regroups by it', async () => {
    // A photo of Amy taken at TAKEN, already analysed; a photo without a face copied later.
    const matchedFile = new File(['a'], 'amy.jpg', { type: 'image/jpeg', lastModified: TAKEN });
    const matched = {
      ...newImportPhoto({ file: matchedFile, mediaType: 'image', type: 'image/jpeg' }, 'matched'),
      status: 'completed' as const,
      suggestions: [amy],
      faceRegions: [{ x: 1, y: 1, w: 5, h: 5 }],
    };
    const file = new File(['b'], 'hand.jpg', { type: 'image/jpeg', lastModified: COPIED });
    const hand = {
      ...newImportPhoto({ file, mediaType: 'image', type: 'image/jpeg' }, 'hand'),
      status: 'completed' as const,
    };
    setImportState((current) => ({
      ...current,
      mode: { kind: 'general', origin: 'sidebar' },
      photos: [matched, hand],
    }));
    const groups = () => selectImportGroups(getImportState());
    expect(groups().withoutPatient.map((photo) => photo.id)).toEqual(['hand']);

    await sendPhoto(hand, file);
    const exif = { DateTimeOriginal: '2026:05:01 09:03:00' };
    calls.jobs[0]!.onDone(record('photo-hand', TAKEN + 3 * MINUTE, exif));
    await vi.waitFor(() =>
      expect(getImportState().photos[1]?.unassignedUploadStatus).toBe('uploaded'),
    );

    expect(getImportState().photos[1]).toMatchObject({
      timestamp: TAKEN + 3 * MINUTE,
      exifDates: exif,
    });
    const [group] = groups().patients;
    expect(group?.patientId).toBe('amy');
    expect(group?.photos.map((photo) => [photo.id, photo.addedByTimeGrouping])).toEqual([
      ['matched', false],
      ['hand', true],
    ]);
    // The session learns it too, so a resume or another tab groups the same way.
    expect(calls.put.map((call) => [call.id, call.body.metadata.timestamp])).toEqual([
      ['hand', COPIED],
      ['hand', TAKEN + 3 * MINUTE],
    ]);
    expect(calls.put[1]!.body.metadata.exif).toEqual(exif);
  });

  it('keeps the browser date when the server says the same, without writing again', async () => {
    const file = new File(['b'], 'plain.jpg', { type: 'image/jpeg', lastModified: COPIED });
    const plain = newImportPhoto({ file, mediaType: 'image', type: 'image/jpeg' }, 'plain');
    setImportState((current) => ({ ...current, photos: [plain] }));
    await sendPhoto(plain, file);
    calls.jobs[0]!.onDone(record('photo-plain', COPIED, null));
    await vi.waitFor(() =>
      expect(getImportState().photos[0]?.unassignedUploadStatus).toBe('uploaded'),
    );
    expect(getImportState().photos[0]).toMatchObject({ timestamp: COPIED, exifDates: null });
    expect(calls.put).toHaveLength(1);
  });
});
