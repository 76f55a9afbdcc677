import type { ImportSession } from '@photodossier/domain/import-session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  cancelled: [] as string[],
  forgotten: [] as string[],
  tempDeleted: [] as string[],
  revoked: [] as string[],
  actionsReset: 0,
  analysisCleared: 0,
  activeSession: null as Promise<ImportSession | null> | null,
}));

vi.mock('@/lib/uploads/upload-runner', () => ({
  cancelUpload: async (id: string) => void calls.cancelled.push(id),
  forgetUploadJobs: (ids: Iterable<string>) => void calls.forgotten.push(...ids),
  enqueueUpload: () => {},
  retryUpload: () => false,
}));
vi.mock('@/lib/temp-photos/temp-photo-store', () => ({
  saveTempPhoto: async () => {},
  readTempPhoto: async () => null,
  deleteTempPhoto: async (key: string) => void calls.tempDeleted.push(key),
}));
vi.mock('@/lib/machine-id', () => ({ getMachineId: async () => 'device-12345678' }));
vi.mock('../api/get-active-import-session', () => ({
  getActiveImportSession: () => calls.activeSession,
}));
vi.mock('./actions', () => ({
  photosOutsideSession: () => new Set<string>(),
  runReadyActions: async () => {},
  resetImportActions: () => void (calls.actionsReset += 1),
}));
vi.mock('./analysis-queue', () => ({
  scheduleAnalysis: () => {},
  cancelAnalysis: () => {},
  clearAnalysis: () => void (calls.analysisCleared += 1),
}));

const { followImportOwner, resetImportOwner } = await import('./reset-engine');
const { getImportState, initialImportState, resetImportState, setImportState } =
  await import('./import-state');
const { newImportPhoto } = await import('./import-photo');
const { resumeImportSession } = await import('./resume');
const { addUploadItem, resetUploadStore, uploadItems } = await import('@/lib/uploads/upload-store');
const { currentImportDialogRequest, openImportDialog, closeImportDialog } =
  await import('@/lib/import-dialog');

let urls = 0;

function fillEngine() {
  const photos = ['a', 'b'].map((id) => {
    const file = new File(['abcd'], `${id}-user1.jpg`, { type: 'image/jpeg', lastModified: 1 });
    return newImportPhoto({ file, mediaType: 'image', type: 'image/jpeg' }, id);
  });
  setImportState((current) => ({
    ...current,
    sessionId: 'session-of-user-1',
    mode: { kind: 'general', origin: 'sidebar' },
    photos,
  }));
  for (const photo of photos) {
    addUploadItem({
      id: photo.id,
      fileName: photo.name,
      mediaType: 'image',
      patientId: null,
      status: 'uploading',
      bytesSent: 1,
      bytesTotal: 4,
      bytesPerSecond: 1,
      error: null,
      retryable: true,
      duration: null,
    });
  }
  addUploadItem({ ...uploadItems()[0]!, id: 'gallery-upload', fileName: 'other.jpg' });
  openImportDialog({ kind: 'general', origin: 'sidebar' });
}

describe('the import engine follows the signed-in account', () => {
  beforeEach(() => {
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: () => `blob:photo-${(urls += 1)}`,
      revokeObjectURL: (url: string) => void calls.revoked.push(url),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetImportOwner();
    resetImportState();
    resetUploadStore();
    closeImportDialog();
    for (const list of [calls.cancelled, calls.forgotten, calls.tempDeleted, calls.revoked]) {
      list.length = 0;
    }
    calls.actionsReset = 0;
    calls.analysisCleared = 0;
    calls.activeSession = null;
  });

  it('wipes everything of the first user when another one signs in on this browser', async () => {
    followImportOwner(null);
    followImportOwner('user-1');
    fillEngine();
    const previews = getImportState().photos.map((photo) => photo.preview);

    followImportOwner('user-2');
    await vi.waitFor(() => expect(calls.forgotten).toEqual(['a', 'b']));

    expect(getImportState()).toEqual(initialImportState);
    expect(calls.revoked).toEqual(previews);
    expect(calls.cancelled).toEqual(['a', 'b']);
    expect(calls.tempDeleted).toEqual(['a', 'b']);
    expect(uploadItems().map((item) => item.id)).toEqual(['gallery-upload']);
    expect(currentImportDialogRequest()).toBeNull();
    expect(calls.actionsReset).toBe(1);
    expect(calls.analysisCleared).toBe(1);
  });

  it('wipes on sign-out too', () => {
    followImportOwner('user-1');
    fillEngine();
    followImportOwner(null);
    expect(getImportState().photos).toEqual([]);
    expect(getImportState().sessionId).toBeNull();
  });

  it('keeps the photos when the same user is told again, or on the first answer', () => {
    fillEngine();
    followImportOwner(null);
    followImportOwner('user-1');
    followImportOwner('user-1');
    expect(getImportState().photos.map((photo) => photo.id)).toEqual(['a', 'b']);
    expect(calls.cancelled).toEqual([]);
  });

  it('drops a resume of the previous user that answers after the switch', async () => {
    followImportOwner('user-1');
    let answer: (session: ImportSession) => void = () => {};
    calls.activeSession = new Promise((resolve) => (answer = resolve));
    const resumed = resumeImportSession();
    await Promise.resolve();
    followImportOwner('user-2');
    answer({
      id: 'session-of-user-1',
      user_id: 'user-1',
      device_id: 'device-12345678',
      status: 'active',
      created_at: 1,
      updated_at: 1,
      photos: {
        x: {
          upload_status: 'uploaded',
          upload_progress: 100,
          unassigned_photo_id: 'photo-x',
          photo_id: 'photo-x',
          suggested_patient_id: null,
          metadata: {
            originalName: 'x.jpg',
            size: 4,
            type: 'image/jpeg',
            timestamp: 1,
            exif: null,
          },
          updated_at: 1,
        },
      },
      assignments: {},
    });
    expect(await resumed).toBe(false);
    expect(getImportState().photos).toEqual([]);
    expect(getImportState().sessionId).toBeNull();
  });
});
