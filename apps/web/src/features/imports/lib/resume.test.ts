import type { ImportSession, ImportSessionPhoto } from '@photodossier/domain/import-session';
import { afterEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  session: null as ImportSession | null,
  temp: new Map<string, Blob>(),
  tempDeleted: [] as string[],
  sessionDeleted: [] as string[],
  abandoned: [] as string[],
  otherTabSending: false,
  enqueued: [] as { id: string; file: File; sessionId: string }[],
  analysed: [] as string[],
}));

vi.mock('@/lib/machine-id', () => ({ getMachineId: async () => 'device-12345678' }));
vi.mock('../api/get-active-import-session', () => ({
  getActiveImportSession: async () => calls.session,
}));
vi.mock('../api/delete-session-photo', () => ({
  deleteSessionPhoto: async (_session: string, id: string) => void calls.sessionDeleted.push(id),
}));
vi.mock('../api/abandon-import-session', () => ({
  abandonImportSession: async (id: string) => void calls.abandoned.push(id),
}));
vi.mock('@/lib/temp-photos/temp-photo-store', () => ({
  readTempPhoto: async (key: string) => calls.temp.get(key) ?? null,
  deleteTempPhoto: async (key: string) => void calls.tempDeleted.push(key),
}));
vi.mock('./upload-queue', () => ({
  enqueuePhotoUpload: (photo: { id: string }, file: File, sessionId: string) =>
    calls.enqueued.push({ id: photo.id, file, sessionId }),
  // Read when the engine's actions load (the engine holds the working sets resume.ts uses).
  retryPhotoUpload: () => {},
}));
vi.mock('./uploader-lock', () => ({
  claimUploaderLock: async () => !calls.otherTabSending,
}));
vi.mock('./analysis-queue', () => ({
  scheduleAnalysis: (id: string) => calls.analysed.push(id),
}));

const { resumeImportSession } = await import('./resume');
const { getImportState, resetImportState } = await import('./import-state');

function entry(patch: Partial<ImportSessionPhoto>, name: string): ImportSessionPhoto {
  return {
    upload_status: 'pending',
    upload_progress: 0,
    unassigned_photo_id: null,
    photo_id: null,
    suggested_patient_id: null,
    metadata: {
      originalName: name,
      size: 4,
      type: 'image/jpeg',
      timestamp: 1_700_000_000_000,
      exif: null,
    },
    updated_at: 1,
    ...patch,
  } as ImportSessionPhoto;
}

describe('resumeImportSession', () => {
  afterEach(() => {
    resetImportState();
    calls.session = null;
    calls.otherTabSending = false;
    calls.temp.clear();
    for (const list of [
      calls.tempDeleted,
      calls.sessionDeleted,
      calls.enqueued,
      calls.analysed,
      calls.abandoned,
    ]) {
      list.length = 0;
    }
  });

  it('finds nothing when the device has no session or only filed photos', async () => {
    expect(await resumeImportSession()).toBe(false);
    calls.session = {
      id: 's1',
      user_id: 'u',
      device_id: 'device-12345678',
      status: 'active',
      created_at: 1,
      updated_at: 1,
      photos: { a: entry({ upload_status: 'uploaded', unassigned_photo_id: 'srv-a' }, 'a.jpg') },
      assignments: { a: { patient_id: null, assigned_at: 2 } },
    };
    expect(await resumeImportSession()).toBe(false);
    expect(getImportState().photos).toEqual([]);
  });

  it('brings back uploaded photos from the server and sends the others again from the temporary store', async () => {
    calls.session = {
      id: 's1',
      user_id: 'u',
      device_id: 'device-12345678',
      status: 'active',
      created_at: 1,
      updated_at: 1,
      photos: {
        up: entry({ upload_status: 'uploaded', unassigned_photo_id: 'srv-up' }, 'up.jpg'),
        half: entry({ upload_status: 'uploading', upload_progress: 40 }, 'half.jpg'),
        lost: entry({ upload_status: 'failed' }, 'lost.jpg'),
        filed: entry({ upload_status: 'uploaded', unassigned_photo_id: 'srv-f' }, 'filed.jpg'),
      },
      assignments: { filed: { patient_id: 'p1', assigned_at: 2 } },
    };
    calls.temp.set('half', new Blob(['data']));

    expect(await resumeImportSession()).toBe(true);
    const state = getImportState();
    expect(state.sessionId).toBe('s1');
    expect(state.photos.map((photo) => [photo.id, photo.unassignedUploadStatus])).toEqual([
      ['up', 'uploaded'],
      ['half', 'pending'],
    ]);
    expect(state.photos[0]).toMatchObject({
      name: 'up.jpg',
      file: null,
      unassignedPhotoId: 'srv-up',
      preview: '/api/v1/photos/srv-up/thumbnail',
      status: 'waiting',
    });
    // Same name, type and date as before the reload: tus finds the upload to resume.
    const [sent] = calls.enqueued;
    expect(sent!.id).toBe('half');
    expect(sent!.sessionId).toBe('s1');
    expect([sent!.file.name, sent!.file.type, sent!.file.lastModified]).toEqual([
      'half.jpg',
      'image/jpeg',
      1_700_000_000_000,
    ]);
    expect(calls.analysed).toEqual(['up']);
    expect(calls.tempDeleted).toEqual(['up']);
    // Neither on the server nor kept locally: dropped from the session.
    expect(calls.sessionDeleted).toEqual(['lost']);

    // A second call (the dialog asking again) adds nothing twice.
    expect(await resumeImportSession()).toBe(false);
    expect(getImportState().photos).toHaveLength(2);
  });

  it('abandons a session whose remaining photos were lost with the local copies', async () => {
    calls.session = {
      id: 's2',
      user_id: 'u',
      device_id: 'device-12345678',
      status: 'active',
      created_at: 1,
      updated_at: 1,
      photos: { gone: entry({ upload_status: 'uploading', upload_progress: 10 }, 'gone.jpg') },
      assignments: {},
    };
    expect(await resumeImportSession()).toBe(false);
    expect(calls.sessionDeleted).toEqual(['gone']);
    expect(calls.abandoned).toEqual(['s2']);
    expect(getImportState().photos).toEqual([]);
  });

  it("keeps a session whose photos were all filed as it is: finalizing is the dialog's job", async () => {
    calls.session = {
      id: 's3',
      user_id: 'u',
      device_id: 'device-12345678',
      status: 'active',
      created_at: 1,
      updated_at: 1,
      photos: { a: entry({ upload_status: 'uploaded', unassigned_photo_id: 'srv-a' }, 'a.jpg') },
      assignments: { a: { patient_id: 'p1', assigned_at: 2 } },
    };
    expect(await resumeImportSession()).toBe(false);
    expect(calls.abandoned).toEqual([]);
  });

  it('shows but does not send again the photos another tab of this device is still sending', async () => {
    calls.otherTabSending = true;
    calls.session = {
      id: 's4',
      user_id: 'u',
      device_id: 'device-12345678',
      status: 'active',
      created_at: 1,
      updated_at: 1,
      photos: { busy: entry({ upload_status: 'uploading', upload_progress: 30 }, 'busy.jpg') },
      assignments: {},
    };
    calls.temp.set('busy', new Blob(['data']));
    expect(await resumeImportSession()).toBe(true);
    expect(getImportState().photos.map((photo) => photo.id)).toEqual(['busy']);
    expect(calls.enqueued).toEqual([]);
  });
});
