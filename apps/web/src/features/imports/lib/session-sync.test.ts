import type { ImportSession } from '@photodossier/domain/import-session';
import { IMPORT_SESSIONS_CHANGED_TOPIC, RESYNC_TOPIC } from '@photodossier/domain/live-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  fetched: [] as string[],
  session: null as ImportSession | null,
  announced: [] as string[],
  analysed: [] as string[],
  readyRuns: 0,
  /** While set, a read of the session waits for it: the answer arrives later. */
  held: null as Promise<void> | null,
}));

vi.mock('../api/get-import-session', () => ({
  getImportSession: async (id: string) => {
    calls.fetched.push(id);
    await calls.held;
    if (!calls.session) throw new Error('offline');
    return calls.session;
  },
}));
// The server's answer holds every photo: a changed photo sent again is what the overlap does.
vi.mock('../api/get-import-session-changes', () => ({
  getImportSessionChanges: async (id: string) => {
    calls.fetched.push(`changes:${id}`);
    await calls.held;
    if (!calls.session) throw new Error('offline');
    return { ...calls.session, photo_count: Object.keys(calls.session.photos).length };
  },
}));
vi.mock('@/lib/machine-id', () => ({ getMachineId: async () => 'device-12345678' }));
vi.mock('../api/get-active-import-session', () => ({
  getActiveImportSession: async () => {
    calls.fetched.push('active');
    return calls.session;
  },
}));
vi.mock('./actions', () => ({
  photosOutsideSession: () => new Set<string>(),
  runReadyActions: async () => void (calls.readyRuns += 1),
}));
vi.mock('./analysis-queue', () => ({
  scheduleAnalysis: (id: string) => void calls.analysed.push(id),
  cancelAnalysis: () => {},
}));
vi.mock('./upload-queue', () => ({
  announceUploadedElsewhere: (id: string) => void calls.announced.push(id),
  stopPhotoUpload: async () => {},
}));

const { handleImportLiveEvent, holdWholeSession, resetImportSessionSync, startImportSessionSync } =
  await import('./session-sync');
const { withEcho } = await import('./session-echo');
const { getImportState, resetImportState, setImportState } = await import('./import-state');
const { newImportPhoto } = await import('./import-photo');
const { noteSessionPhoto, resetSessionLedger } = await import('./session-ledger');

const changed = (ids: string[]) => ({ topic: IMPORT_SESSIONS_CHANGED_TOPIC, ids });

function openSession(photoIds: string[]) {
  const photos = photoIds.map((id) => {
    const file = new File(['abcd'], `${id}.jpg`, { type: 'image/jpeg', lastModified: 1 });
    return newImportPhoto({ file, mediaType: 'image', type: 'image/jpeg' }, id);
  });
  setImportState((current) => ({
    ...current,
    sessionId: 'session-1',
    mode: { kind: 'general', origin: 'sidebar' },
    photos,
  }));
}

function snapshot(uploaded: Record<string, string>): ImportSession {
  const photos: ImportSession['photos'] = {};
  for (const [id, serverId] of Object.entries(uploaded)) {
    photos[id] = {
      upload_status: 'uploaded',
      upload_progress: 100,
      unassigned_photo_id: serverId,
      photo_id: serverId,
      suggested_patient_id: null,
      metadata: {
        originalName: `${id}.jpg`,
        size: 4,
        type: 'image/jpeg',
        timestamp: 1,
        exif: null,
      },
      updated_at: 1,
    };
  }
  return {
    id: 'session-1',
    user_id: 'u',
    device_id: 'device-12345678',
    status: 'active',
    created_at: 1,
    updated_at: 1,
    photos,
    assignments: {},
  };
}

describe('the live sync of the import session', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    resetImportSessionSync();
    resetSessionLedger();
    resetImportState();
    vi.useRealTimers();
    calls.fetched.length = 0;
    calls.announced.length = 0;
    calls.analysed.length = 0;
    calls.readyRuns = 0;
    calls.session = null;
    calls.held = null;
  });

  it('refreshes once for a burst of events from another tab and applies the snapshot', async () => {
    openSession(['a']);
    calls.session = snapshot({ a: 'photo-1', b: 'photo-2' });
    for (let i = 0; i < 5; i += 1) handleImportLiveEvent(changed(['session-1']));
    await vi.advanceTimersByTimeAsync(400);

    expect(calls.fetched).toEqual(['session-1']);
    const photos = getImportState().photos;
    expect(photos.map((photo) => [photo.id, photo.unassignedPhotoId])).toEqual([
      ['a', 'photo-1'],
      ['b', 'photo-2'],
    ]);
    expect(calls.announced).toEqual(['a']);
    expect(calls.analysed).toEqual(['b']);
  });

  it('takes the echo of its own write for free', async () => {
    openSession(['a']);
    calls.session = snapshot({});
    await withEcho('session-1', async () => {});
    handleImportLiveEvent(changed(['session-1']));
    await vi.advanceTimersByTimeAsync(400);
    expect(calls.fetched).toEqual([]);

    // A second event has no write of ours behind it.
    handleImportLiveEvent(changed(['session-1']));
    await vi.advanceTimersByTimeAsync(400);
    expect(calls.fetched).toEqual(['session-1']);
  });

  it('refreshes when a write of ours fails after its expected echo was claimed', async () => {
    openSession(['a']);
    calls.session = snapshot({});
    const stop = startImportSessionSync();
    let fail: (error: Error) => void = () => {};
    const write = withEcho(
      'session-1',
      () => new Promise<void>((_resolve, reject) => (fail = reject)),
    ).catch(() => {});
    handleImportLiveEvent(changed(['session-1']));
    await vi.advanceTimersByTimeAsync(400);
    expect(calls.fetched).toEqual([]);
    fail(new Error('409'));
    await write;
    await vi.advanceTimersByTimeAsync(400);
    expect(calls.fetched).toEqual(['session-1']);
    stop();
  });

  it('keeps a photo registered while a snapshot taken before it was on its way', async () => {
    openSession(['a', 'b']);
    noteSessionPhoto('a');
    calls.session = snapshot({ a: 'photo-1' });
    let answer: () => void = () => {};
    calls.held = new Promise<void>((resolve) => (answer = resolve));
    handleImportLiveEvent(changed(['session-1']));
    await vi.advanceTimersByTimeAsync(400);
    expect(calls.fetched).toEqual(['session-1']);

    // The server answers b's registration first; the older snapshot lacks it.
    noteSessionPhoto('b');
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(getImportState().photos.map((photo) => photo.id)).toEqual(['a', 'b']);

    // A snapshot read after the registration that still lacks b: removed elsewhere.
    calls.held = null;
    handleImportLiveEvent(changed(['session-1']));
    await vi.advanceTimersByTimeAsync(400);
    expect(getImportState().photos.map((photo) => photo.id)).toEqual(['a']);
  });

  it('follows a session it read whole by its changes, and reads it whole once photos left it', async () => {
    openSession(['a']);
    calls.session = snapshot({ a: 'photo-1' });
    handleImportLiveEvent(changed(['session-1']));
    await vi.advanceTimersByTimeAsync(400);

    // Another tab sends b, then takes a out of the session.
    calls.session = snapshot({ a: 'photo-1', b: 'photo-2' });
    handleImportLiveEvent(changed(['session-1']));
    await vi.advanceTimersByTimeAsync(400);
    expect(calls.fetched).toEqual(['session-1', 'changes:session-1']);
    expect(getImportState().photos.map((photo) => photo.id)).toEqual(['a', 'b']);

    calls.session = snapshot({ b: 'photo-2' });
    handleImportLiveEvent(changed(['session-1']));
    await vi.advanceTimersByTimeAsync(400);
    expect(calls.fetched).toEqual([
      'session-1',
      'changes:session-1',
      'changes:session-1',
      'session-1',
    ]);
    expect(getImportState().photos.map((photo) => photo.id)).toEqual(['b']);
  });

  it('follows by its changes a session the resume read whole', async () => {
    openSession(['a']);
    holdWholeSession(snapshot({ a: 'photo-1' }));
    calls.session = snapshot({ a: 'photo-1', b: 'photo-2' });
    handleImportLiveEvent(changed(['session-1']));
    await vi.advanceTimersByTimeAsync(400);
    expect(calls.fetched).toEqual(['changes:session-1']);
    expect(getImportState().photos.map((photo) => photo.id)).toEqual(['a', 'b']);
  });

  it('ignores other sessions, other topics and a closed dialog', async () => {
    handleImportLiveEvent(changed(['session-1']));
    openSession(['a']);
    handleImportLiveEvent(changed(['session-2']));
    handleImportLiveEvent({ topic: 'photos.changed', ids: ['session-1'] });
    await vi.advanceTimersByTimeAsync(400);
    expect(calls.fetched).toEqual([]);

    handleImportLiveEvent({ topic: RESYNC_TOPIC });
    await vi.advanceTimersByTimeAsync(400);
    expect(calls.fetched).toEqual(['session-1']);
  });

  it('keeps the dialog as it is when the session cannot be read', async () => {
    openSession(['a']);
    const before = getImportState();
    handleImportLiveEvent(changed(['session-1']));
    await vi.advanceTimersByTimeAsync(400);
    expect(calls.fetched).toEqual(['session-1']);
    expect(getImportState()).toBe(before);
  });

  it('lets an open dialog without a session join the one another tab of the device fills', async () => {
    setImportState((current) => ({ ...current, mode: { kind: 'general', origin: 'sidebar' } }));
    calls.session = snapshot({ b: 'photo-2' });
    handleImportLiveEvent(changed(['session-1']));
    await vi.advanceTimersByTimeAsync(400);
    expect(calls.fetched).toEqual(['active']);
    expect(getImportState().sessionId).toBe('session-1');
    expect(getImportState().photos.map((photo) => photo.unassignedPhotoId)).toEqual(['photo-2']);

    // A quick import for a patient never takes the device's other photos.
    resetImportState();
    setImportState((current) => ({
      ...current,
      mode: { kind: 'patient', patientId: 'p1', patientName: 'Amy' },
    }));
    handleImportLiveEvent(changed(['session-1']));
    await vi.advanceTimersByTimeAsync(400);
    expect(calls.fetched).toEqual(['active']);
  });
});
