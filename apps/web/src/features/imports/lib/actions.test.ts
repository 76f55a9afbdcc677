import type { PhotoRecord } from '@photodossier/domain/media-record';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  enqueued: [] as {
    id: string;
    metadata?: Record<string, string | undefined>;
    onDone: (photo: PhotoRecord | null, name: string) => void;
    onFailed?: (error: unknown) => void;
  }[],
  put: [] as string[],
  assign: [] as { ids: string[]; patientId: string; options: unknown }[],
  recorded: [] as { session: string; assignments: unknown }[],
  finalized: [] as string[],
  toasts: [] as string[],
  navigated: [] as string[],
  tempDeleted: [] as string[],
  deleted: [] as string[],
  sessionDeleted: [] as string[],
}));

vi.mock('@/lib/uploads/upload-runner', () => ({
  enqueueUpload: (job: (typeof calls.enqueued)[number]) => calls.enqueued.push(job),
  cancelUpload: vi.fn(async () => {}),
  retryUpload: vi.fn(() => false),
}));
vi.mock('@/lib/machine-id', () => ({ getMachineId: async () => 'device-12345678' }));
vi.mock('@/lib/temp-photos/temp-photo-store', () => ({
  saveTempPhoto: vi.fn(async () => {}),
  readTempPhoto: vi.fn(async () => null),
  deleteTempPhoto: vi.fn(async (key: string) => void calls.tempDeleted.push(key)),
  listTempPhotos: vi.fn(async () => []),
}));
vi.mock('@/lib/notify', () => ({
  notify: (title: string) => calls.toasts.push(title),
}));
vi.mock('@/lib/api/assign-photos', () => ({
  assignPhotos: async (ids: string[], patientId: string, _progress: unknown, options: unknown) => {
    calls.assign.push({ ids, patientId, options });
    return ids.map((photoId) => ({ success: true, photoId }));
  },
}));
vi.mock('../api/open-import-session', () => ({
  openImportSession: async () => ({ id: 'session-1' }),
}));
vi.mock('../api/put-session-photo', () => ({
  putSessionPhoto: async (_session: string, id: string) => void calls.put.push(id),
}));
vi.mock('../api/patch-session-photo', () => ({ patchSessionPhoto: async () => {} }));
vi.mock('../api/record-import-assignments', () => ({
  recordImportAssignments: async (session: string, assignments: unknown) =>
    void calls.recorded.push({ session, assignments }),
}));
vi.mock('../api/finalize-import-session', () => ({
  finalizeImportSession: async (id: string) => void calls.finalized.push(id),
}));
vi.mock('../api/delete-imported-photo', () => ({
  deleteImportedPhoto: async (id: string) => void calls.deleted.push(id),
}));
vi.mock('../api/delete-session-photo', () => ({
  deleteSessionPhoto: async (_session: string, id: string) => void calls.sessionDeleted.push(id),
}));
vi.mock('@/lib/api/get-storage-stats', () => ({
  getStorageStats: async () => ({ used_bytes: 0, quota_bytes: 500 * 1024 * 1024 }),
}));
vi.mock('./analyse-photo', () => ({
  analyseImportPhoto: async () => ({
    status: 'completed',
    suggestions: [],
    faceRegions: [],
    embedding: null,
    serviceAvailable: true,
  }),
}));

const { followImportUploads, importActions, resetImportActions } = await import('./actions');
// The engine starts this in the app (import-engine.ts); here the actions are driven directly.
followImportUploads();
const { getImportState, resetImportState } = await import('./import-state');
const { applyImportRequest } = await import('./open-request');
const { setImportEnvironment } = await import('./environment');
const { openImportDialog, currentImportDialogRequest } = await import('@/lib/import-dialog');

function record(id: string): PhotoRecord {
  return {
    id,
    thumbnail_url: `/api/v1/photos/${id}/thumbnail`,
    image_url: `/x/${id}`,
  } as PhotoRecord;
}

const jpeg = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });

async function open(request: Parameters<typeof openImportDialog>[0]) {
  openImportDialog(request);
  applyImportRequest(currentImportDialogRequest());
}

/** Lets the async chains (PUT, onDone handlers) settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('import actions', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    for (const list of Object.values(calls)) list.length = 0;
    setImportEnvironment({ navigate: (path) => calls.navigated.push(path), queryClient: null });
  });
  afterEach(() => {
    resetImportActions();
    resetImportState();
    vi.useRealTimers();
  });

  it('sends each accepted file into the session, refuses a text file with the spec text', async () => {
    await open({ kind: 'general', origin: 'home' });
    await importActions.addFiles([
      jpeg('a.jpg'),
      new File(['t'], 'notes.txt', { type: 'text/plain' }),
    ]);
    await settle();
    expect(calls.toasts).toEqual([
      'notes.txt: Type de fichier non supporté (seules les images et vidéos sont acceptées)',
    ]);
    const [photo] = getImportState().photos;
    expect(getImportState().sessionId).toBe('session-1');
    expect(calls.put).toEqual([photo!.id]);
    expect(calls.enqueued.map((job) => [job.id, job.metadata])).toEqual([
      [photo!.id, { session_id: 'session-1', session_photo_id: photo!.id }],
    ]);
    expect(getImportState().rejections.map((item) => item.reason)).toEqual(['unsupported_type']);
  });

  it('waits for the uploads before assigning, then files, records, closes and opens the folder', async () => {
    await open({ kind: 'general', origin: 'home' });
    await importActions.addFiles([jpeg('a.jpg'), jpeg('b.jpg')]);
    await settle();
    const ids = getImportState().photos.map((photo) => photo.id);
    await importActions.assignToPatient(ids, 'amy');
    expect(getImportState().waitDialogOpen).toBe(true);
    expect(getImportState().pendingAction).toEqual({
      kind: 'assign',
      photoIds: ids,
      patientId: 'amy',
    });
    expect(importActions.requestClose()).toBe(false);

    calls.enqueued[0]!.onDone(record('srv-a'), 'a.jpg');
    await settle();
    expect(calls.assign).toEqual([]);
    expect(calls.tempDeleted).toEqual([ids[0]]);

    calls.enqueued[1]!.onDone(record('srv-b'), 'b.jpg');
    await settle();
    expect(calls.assign).toEqual([
      { ids: ['srv-a', 'srv-b'], patientId: 'amy', options: { moveFiles: true } },
    ]);
    expect(calls.recorded).toEqual([
      {
        session: 'session-1',
        assignments: ids.map((id) => ({ session_photo_id: id, patient_id: 'amy' })),
      },
    ]);
    expect(getImportState().photos).toEqual([]);
    expect(getImportState().waitDialogOpen).toBe(false);
    expect(currentImportDialogRequest()).toBeNull();
    expect(calls.finalized).toEqual(['session-1']);
    expect(calls.navigated).toEqual(['/patient/amy']);
  });

  it('marks a refused upload failed with "Permissions insuffisantes" and refuses to file it', async () => {
    await open({ kind: 'general', origin: 'sidebar' });
    await importActions.addFiles([jpeg('a.jpg')]);
    await settle();
    const forbidden = Object.assign(new Error('tus'), {
      originalResponse: { getStatus: () => 403, getBody: () => '' },
    });
    calls.enqueued[0]!.onFailed!(forbidden);
    const [photo] = getImportState().photos;
    expect(photo!.unassignedUploadStatus).toBe('failed');
    expect(photo!.unassignedUploadError).toBe('Permissions insuffisantes');
    await importActions.saveWithoutPatient([photo!.id]);
    expect(calls.toasts.at(-1)).toBe(
      'Les photos ne sont pas encore uploadées. Veuillez réessayer.',
    );
    expect(getImportState().waitDialogOpen).toBe(false);
  });

  it('saves camera photos without patient and leads to the unassigned photos 100 ms later', async () => {
    await open({
      kind: 'camera',
      photos: [
        {
          photo: {
            ...record('srv-c'),
            filename: 'c.jpg',
            file_size: 10,
            file_type: 'image/jpeg',
            date_prise: '2026-05-01T09:00:00.000Z',
            exif_dates: null,
          },
          embedding: [0.1, 0.2],
        },
      ],
    });
    const [photo] = getImportState().photos;
    expect(photo!.unassignedUploadStatus).toBe('uploaded');
    await importActions.saveWithoutPatient([photo!.id]);
    // Camera photos never joined the session: nothing to record there.
    expect(calls.recorded).toEqual([]);
    expect(getImportState().photos).toEqual([]);
    expect(calls.navigated).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls.navigated).toEqual(['/patients/unassigned']);
  });

  it('shows the saving progress of photos that had to wait, then clears after 1 s', async () => {
    await open({ kind: 'general', origin: 'sidebar' });
    await importActions.addFiles([jpeg('a.jpg'), jpeg('b.jpg')]);
    await settle();
    const ids = getImportState().photos.map((photo) => photo.id);
    await importActions.saveWithoutPatient(ids);
    importActions.hideWaitDialog();
    expect(getImportState().waitDialogOpen).toBe(false);
    expect(getImportState().pendingAction?.kind).toBe('saveWithoutPatient');
    calls.enqueued[0]!.onDone(record('srv-a'), 'a.jpg');
    calls.enqueued[1]!.onDone(record('srv-b'), 'b.jpg');
    await settle();
    expect(getImportState().saving).toEqual({ current: 2, total: 2, done: true });
    expect(calls.recorded.map((item) => item.assignments)).toEqual(
      ids.map((id) => [{ session_photo_id: id, patient_id: null }]),
    );
    await vi.advanceTimersByTimeAsync(999);
    expect(getImportState().photos).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(getImportState().saving).toBeNull();
    expect(getImportState().photos).toEqual([]);
    expect(calls.finalized).toEqual(['session-1']);
  });

  it('in quick mode files each uploaded photo under the patient and keeps it, marked', async () => {
    await open({ kind: 'patient', patientId: 'amy', patientName: 'Amy Farrah' });
    await importActions.addFiles([jpeg('a.jpg')]);
    await settle();
    calls.enqueued[0]!.onDone(record('srv-a'), 'a.jpg');
    await settle();
    expect(calls.assign).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.assign).toEqual([
      { ids: ['srv-a'], patientId: 'amy', options: { moveFiles: true } },
    ]);
    expect(getImportState().photos.map((photo) => photo.assignedToPatient)).toEqual(['amy']);
    expect(calls.navigated).toEqual([]);
    expect(importActions.requestClose()).toBe(true);
    expect(getImportState().photos).toEqual([]);
  });

  it('removes an uploaded photo: trash, session and toast; the dialog may then close', async () => {
    await open({ kind: 'general', origin: 'sidebar' });
    await importActions.addFiles([jpeg('a.jpg')]);
    await settle();
    const [photo] = getImportState().photos;
    calls.enqueued[0]!.onDone(record('srv-a'), 'a.jpg');
    await settle();
    expect(importActions.requestClose()).toBe(false);
    await importActions.removePhoto(photo!.id);
    expect(calls.deleted).toEqual(['srv-a']);
    expect(calls.sessionDeleted).toEqual([photo!.id]);
    expect(calls.toasts).toEqual(['Photo "a.jpg" supprimée définitivement']);
    expect(getImportState().photos).toEqual([]);
    expect(importActions.requestClose()).toBe(true);
  });
});
