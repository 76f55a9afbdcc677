import type { ImportSession, ImportSessionPhoto } from '@photodossier/domain/import-session';
import { describe, expect, it } from 'vitest';
import type { ImportMode, ImportPhoto, ImportState } from './import-model';
import { newImportPhoto, uploadedImportPhoto } from './import-photo';
import { initialImportState } from './import-state';
import { reconcileImportSession, type ReconcileContext } from './session-reconcile';

const T = 1_700_000_000_000;

function local(id: string, patch: Partial<ImportPhoto> = {}): ImportPhoto {
  const file = new File(['abcd'], `${id}.jpg`, { type: 'image/jpeg', lastModified: T });
  return { ...newImportPhoto({ file, mediaType: 'image', type: 'image/jpeg' }, id), ...patch };
}

function entry(name: string, patch: Partial<ImportSessionPhoto> = {}): ImportSessionPhoto {
  return {
    upload_status: 'pending',
    upload_progress: 0,
    unassigned_photo_id: null,
    photo_id: null,
    suggested_patient_id: null,
    metadata: { originalName: name, size: 4, type: 'image/jpeg', timestamp: T, exif: null },
    updated_at: 1,
    ...patch,
  };
}

function uploadedEntry(name: string, serverId: string): ImportSessionPhoto {
  return entry(name, {
    upload_status: 'uploaded',
    upload_progress: 100,
    unassigned_photo_id: serverId,
    photo_id: serverId,
  });
}

function session(
  photos: Record<string, ImportSessionPhoto>,
  assignments: ImportSession['assignments'] = {},
  status: ImportSession['status'] = 'active',
): ImportSession {
  return {
    id: 'session-1',
    user_id: 'user-1',
    device_id: 'device-12345678',
    status,
    created_at: 1,
    updated_at: 2,
    photos,
    assignments,
  };
}

function state(photos: ImportPhoto[], mode: ImportMode | null = general): ImportState {
  return { ...initialImportState, sessionId: 'session-1', mode, photos };
}

const general: ImportMode = { kind: 'general', origin: 'sidebar' };
const none: ReconcileContext = {
  known: new Set(),
  removedHere: new Set(),
  uploadingHere: new Set(),
};

describe('reconcileImportSession', () => {
  it('returns the same state when the snapshot says what the dialog already shows', () => {
    const current = state([local('a')]);
    const result = reconcileImportSession(current, session({ a: entry('a.jpg') }), none);
    expect(result.state).toBe(current);
    expect(result).toMatchObject({ uploaded: [], dropped: [], added: [] });
  });

  it('ignores a snapshot of another session, or when the dialog has none', () => {
    const current = { ...state([local('a')]), sessionId: 'session-2' };
    const snapshot = session({}, { a: { patient_id: 'p1', assigned_at: 3 } });
    expect(reconcileImportSession(current, snapshot, none).state).toBe(current);
    const closed = { ...current, sessionId: null };
    expect(reconcileImportSession(closed, snapshot, none).state).toBe(closed);
  });

  it('fills a photo another tab finished uploading and reports it', () => {
    const current = state([local('a', { preview: null })]);
    const result = reconcileImportSession(
      current,
      session({ a: uploadedEntry('a.jpg', 'photo-9') }),
      none,
    );
    const photo = result.state.photos[0]!;
    expect(photo).toMatchObject({
      unassignedUploadStatus: 'uploaded',
      unassignedUploadProgress: 100,
      unassignedPhotoId: 'photo-9',
      unassignedPhotoUrl: '/api/v1/photos/photo-9/thumbnail',
      preview: '/api/v1/photos/photo-9/thumbnail',
    });
    expect(result.uploaded).toEqual(['a']);
  });

  it('leaves a photo this tab is still sending to its own upload', () => {
    const current = state([local('a', { unassignedUploadStatus: 'uploading' })]);
    const result = reconcileImportSession(
      current,
      session({ a: uploadedEntry('a.jpg', 'photo-9') }),
      { ...none, uploadingHere: new Set(['a']) },
    );
    expect(result.state).toBe(current);
    expect(result.uploaded).toEqual([]);
  });

  it('takes out a photo filed elsewhere, and only marks it in quick mode', () => {
    const a = uploadedImportPhoto({
      id: 'a',
      serverId: 'photo-1',
      name: 'a.jpg',
      size: 4,
      type: 'image/jpeg',
      timestamp: T,
    });
    const b = { ...a, id: 'b', unassignedPhotoId: 'photo-2' };
    const snapshot = session(
      { a: uploadedEntry('a.jpg', 'photo-1'), b: uploadedEntry('b.jpg', 'photo-2') },
      { a: { patient_id: 'p1', assigned_at: 3 }, b: { patient_id: null, assigned_at: 3 } },
    );

    const inGeneral = reconcileImportSession(state([a, b]), snapshot, none);
    expect(inGeneral.state.photos).toEqual([]);
    expect(inGeneral.dropped.map((photo) => photo.id)).toEqual(['a', 'b']);

    const quick: ImportMode = { kind: 'patient', patientId: 'p1', patientName: 'Amy' };
    const inQuick = reconcileImportSession(state([a, b], quick), snapshot, none);
    expect(inQuick.dropped).toEqual([]);
    expect(inQuick.state.photos.map((photo) => photo.assignedToPatient)).toEqual([
      'p1',
      'unassigned',
    ]);
  });

  it('does not touch a photo already filed here', () => {
    const filed = local('a', { assignedToPatient: 'p1', unassignedUploadStatus: 'uploaded' });
    const current = state([filed], { kind: 'patient', patientId: 'p1', patientName: 'Amy' });
    const snapshot = session({}, { a: { patient_id: 'p1', assigned_at: 3 } });
    expect(
      reconcileImportSession(current, snapshot, { ...none, known: new Set(['a']) }).state,
    ).toBe(current);
  });

  it('drops a photo removed elsewhere, but keeps one the server has not registered yet', () => {
    const current = state([local('a'), local('b')]);
    const result = reconcileImportSession(current, session({}), {
      ...none,
      known: new Set(['a']),
    });
    expect(result.state.photos.map((photo) => photo.id)).toEqual(['b']);
    expect(result.dropped.map((photo) => photo.id)).toEqual(['a']);
  });

  it('adds the uploaded, unfiled photos another tab sent, in the general dialog only', () => {
    const snapshot = session(
      {
        mine: uploadedEntry('mine.jpg', 'photo-0'),
        other: {
          ...uploadedEntry('other.jpg', 'photo-1'),
          metadata: {
            originalName: 'other.jpg',
            size: 4,
            type: 'image/jpeg',
            timestamp: T + 5,
            exif: { DateTimeOriginal: '2023:11:14 22:13:20' },
          },
        },
        sending: entry('sending.jpg', { upload_status: 'uploading' }),
        filed: uploadedEntry('filed.jpg', 'photo-2'),
        removed: uploadedEntry('removed.jpg', 'photo-3'),
      },
      { filed: { patient_id: 'p1', assigned_at: 3 } },
    );
    const mine = uploadedImportPhoto({
      id: 'mine',
      serverId: 'photo-0',
      name: 'mine.jpg',
      size: 4,
      type: 'image/jpeg',
      timestamp: T,
    });
    const context = { ...none, removedHere: new Set(['removed']) };

    const result = reconcileImportSession(state([mine]), snapshot, context);
    expect(result.added.map((photo) => photo.id)).toEqual(['other']);
    expect(result.state.photos.map((photo) => photo.id)).toEqual(['mine', 'other']);
    expect(result.added[0]).toMatchObject({
      unassignedPhotoId: 'photo-1',
      timestamp: T + 5,
      exifDates: { DateTimeOriginal: '2023:11:14 22:13:20' },
      status: 'waiting',
      file: null,
    });

    const quick: ImportMode = { kind: 'patient', patientId: 'p1', patientName: 'Amy' };
    expect(reconcileImportSession(state([mine], quick), snapshot, context).added).toEqual([]);
  });

  it('forgets a session ended elsewhere, so new photos open a new one', () => {
    const current = state([]);
    const result = reconcileImportSession(current, session({}, {}, 'completed'), none);
    expect(result.state.sessionId).toBeNull();
  });

  it('is stable: reconciling twice with the same snapshot changes nothing more', () => {
    const snapshot = session({
      a: uploadedEntry('a.jpg', 'photo-9'),
      b: uploadedEntry('b.jpg', 'x'),
    });
    const first = reconcileImportSession(state([local('a')]), snapshot, none);
    const second = reconcileImportSession(first.state, snapshot, none);
    expect(second.state).toBe(first.state);
    expect(second.uploaded).toEqual([]);
    expect(second.added).toEqual([]);
  });
});
