import 'fake-indexeddb/auto';
import type { PhotoRecord } from '@photodossier/domain/media-record';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deleteTempPhoto,
  listTempPhotos,
  readTempPhoto,
  saveTempPhoto,
} from '@/lib/temp-photos/temp-photo-store';
import { photoFixture } from '@/test/photo-fixture';
import { captureStoreKey, parseCaptureStoreKey, type CaptureTarget } from '../lib/capture-naming';
import { useCaptureQueue } from './use-capture-queue';

// The real temporary photo store (IndexedDB through fake-indexeddb): the owner and the target
// of a shot live in its key, so the tests read the store itself. Only the uploader is faked.

type Request = {
  patientId?: string;
  metadata?: Record<string, string>;
  onUploaded?: (photo: PhotoRecord | null, file: File) => void;
  onFailed?: (file: File, error: unknown) => void;
};

const uploads = vi.hoisted(() => ({ calls: [] as { files: File[]; request: Request }[] }));

vi.mock('@/lib/uploads/use-media-upload', () => ({
  useMediaUpload: () => ({
    items: [],
    upload: (files: File[], request: Request) => {
      uploads.calls.push({ files: [...files], request });
      return { accepted: 1, rejected: 0, refused: null };
    },
  }),
}));

const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

const patientA: CaptureTarget = { kind: 'patient', patientId: 'patient-a' };
const patientB: CaptureTarget = { kind: 'patient', patientId: 'patient-b' };

/** A shot an earlier visit left in the store. */
async function leaveShot(userId: string, target: CaptureTarget, captureId: string, name: string) {
  await saveTempPhoto(captureStoreKey({ userId, target, captureId }), jpeg(name), name);
}

async function storedShots() {
  return (await listTempPhotos()).map((entry) => ({
    ...parseCaptureStoreKey(entry.key),
    filename: entry.filename,
  }));
}

function renderQueue(userId: string, target: CaptureTarget | null) {
  return renderHook(
    (props: { userId: string; target: CaptureTarget | null }) => useCaptureQueue(props),
    { initialProps: { userId, target } },
  );
}

/** Answers every upload made so far: recorded, with a photo id after its file name. */
function recordUploads() {
  for (const call of uploads.calls) {
    const file = call.files[0] as File;
    call.request.onUploaded?.(photoFixture({ id: `ph-${file.name}` }), file);
  }
}

beforeEach(async () => {
  for (const entry of await listTempPhotos()) await deleteTempPhoto(entry.key);
  uploads.calls = [];
  URL.createObjectURL = vi.fn(() => 'blob:capture');
  URL.revokeObjectURL = vi.fn();
});

describe('useCaptureQueue', () => {
  it('keeps each shot on the device under its owner and target until the server has it, and a failed one for a retry', async () => {
    const { result } = renderQueue('user-1', patientA);
    await act(async () => {
      await result.current.add(jpeg('a.jpg'), 'photo', null, 'a');
      await result.current.add(jpeg('b.jpg'), 'photo', null, 'b');
    });
    expect(await storedShots()).toEqual([
      { userId: 'user-1', target: patientA, captureId: 'a', filename: 'a.jpg' },
      { userId: 'user-1', target: patientA, captureId: 'b', filename: 'b.jpg' },
    ]);
    expect(result.current.captures.every((capture) => capture.kept)).toBe(true);

    let saved: Promise<unknown> = Promise.resolve();
    act(() => {
      saved = result.current.saveAll();
    });
    await waitFor(() => expect(uploads.calls).toHaveLength(2));
    expect(uploads.calls.map((call) => call.request.patientId)).toEqual(['patient-a', 'patient-a']);
    await act(async () => {
      uploads.calls[0]?.request.onUploaded?.(
        photoFixture({ id: 'ph-a' }),
        uploads.calls[0].files[0] as File,
      );
      uploads.calls[1]?.request.onFailed?.(uploads.calls[1].files[0] as File, new Error('offline'));
      await saved;
    });
    await waitFor(async () =>
      expect((await storedShots()).map((shot) => shot.captureId)).toEqual(['b']),
    );
    expect(result.current.captures.map((capture) => [capture.id, capture.status])).toEqual([
      ['a', 'done'],
      ['b', 'failed'],
    ]);

    // Saving again sends only what the server does not have.
    act(() => {
      void result.current.saveAll();
    });
    await waitFor(() => expect(uploads.calls).toHaveLength(3));
    expect(uploads.calls[2]?.files[0]?.name).toBe('b.jpg');
  });

  it('sends a leftover of patient A brought back on patient B’s camera to A, and the new shot to B', async () => {
    await leaveShot('user-1', patientA, 'old', 'old-a.jpg');
    const { result } = renderQueue('user-1', patientB);
    await waitFor(() => expect(result.current.leftovers).toHaveLength(1));
    expect(result.current.leftovers[0]?.target).toEqual(patientA);

    await act(() => result.current.restoreLeftovers());
    expect(result.current.leftovers).toEqual([]);
    await act(async () => {
      await result.current.add(jpeg('new-b.jpg'), 'photo', null, 'new');
    });
    expect(result.current.captures.map((capture) => [capture.file.name, capture.target])).toEqual([
      ['old-a.jpg', patientA],
      ['new-b.jpg', patientB],
    ]);

    let saved: Promise<unknown> = Promise.resolve();
    act(() => {
      saved = result.current.saveAll();
    });
    await waitFor(() => expect(uploads.calls).toHaveLength(2));
    const sentTo = Object.fromEntries(
      uploads.calls.map((call) => [call.files[0]?.name, call.request.patientId]),
    );
    expect(sentTo).toEqual({ 'old-a.jpg': 'patient-a', 'new-b.jpg': 'patient-b' });
    await act(async () => {
      recordUploads();
      await saved;
    });
    // Both recorded: nothing is left to offer again.
    await waitFor(async () => expect(await storedShots()).toEqual([]));
  });

  it('sends quick-mode and unassigned leftovers without a patient, each with its own source', async () => {
    await leaveShot('user-1', { kind: 'quick' }, 'q', 'quick.jpg');
    await leaveShot('user-1', { kind: 'unassigned' }, 'u', 'none.jpg');
    const analyse = vi.fn(async () => null);
    const { result } = renderQueue('user-1', patientB);
    await waitFor(() => expect(result.current.leftovers).toHaveLength(2));
    await act(() => result.current.restoreLeftovers());
    act(() => {
      void result.current.saveAll({ analyse });
    });
    await waitFor(() => expect(uploads.calls).toHaveLength(2));
    const requests = Object.fromEntries(
      uploads.calls.map((call) => [call.files[0]?.name, call.request]),
    );
    expect(requests['quick.jpg']?.patientId).toBeUndefined();
    expect(requests['quick.jpg']?.metadata).toEqual({ upload_source: 'camera_quick' });
    expect(requests['none.jpg']?.patientId).toBeUndefined();
    expect(requests['none.jpg']?.metadata).toEqual({});
    // The face analysis belongs to quick mode: the quick shot only.
    expect(analyse).toHaveBeenCalledTimes(1);
    expect(analyse).toHaveBeenCalledWith(expect.objectContaining({ name: 'quick.jpg' }));
  });

  it('never shows nor sends another account’s leftovers, nor ownerless ones', async () => {
    await leaveShot('user-a', patientA, 'a1', 'of-a.jpg');
    await leaveShot('user-b', patientB, 'b1', 'of-b.jpg');
    await saveTempPhoto('camera-capture-legacy', jpeg('legacy.jpg'), 'legacy.jpg');

    const { result, rerender } = renderQueue('user-b', patientA);
    await waitFor(() => expect(result.current.leftovers).toHaveLength(1));
    expect(result.current.leftovers.map((leftover) => leftover.filename)).toEqual(['of-b.jpg']);

    // User B deletes "their" leftovers: A's shot stays for A.
    await act(() => result.current.discardLeftovers());
    expect(
      await readTempPhoto(captureStoreKey({ userId: 'user-b', target: patientB, captureId: 'b1' })),
    ).toBeNull();
    expect(
      await readTempPhoto(captureStoreKey({ userId: 'user-a', target: patientA, captureId: 'a1' })),
    ).not.toBeNull();
    act(() => {
      void result.current.saveAll();
    });
    expect(uploads.calls).toEqual([]);

    // Signed in as A on the same browser, the list follows the new account.
    rerender({ userId: 'user-a', target: patientB });
    await waitFor(() =>
      expect(result.current.leftovers.map((leftover) => leftover.filename)).toEqual(['of-a.jpg']),
    );
    expect(result.current.leftovers[0]?.target).toEqual(patientA);
  });

  it('still holds a shot the store cannot take, marked as kept in memory only', async () => {
    const { result } = renderQueue('user-1', { kind: 'unassigned' });
    const tooLarge = new File([new Uint8Array(16 * 1024 * 1024)], 'long.webm', {
      type: 'video/webm',
    });
    await act(async () => {
      await result.current.add(tooLarge, 'video', 40, 'c');
    });
    expect(result.current.captures).toHaveLength(1);
    expect(result.current.captures[0]?.kept).toBe(false);
    expect(await listTempPhotos()).toEqual([]);
  });

  it('refuses a shot while no target is chosen', async () => {
    const { result } = renderQueue('user-1', null);
    await expect(result.current.add(jpeg('x.jpg'), 'photo', null, 'x')).rejects.toThrow();
    expect(await listTempPhotos()).toEqual([]);
  });

  it('sends the quick-mode face, its suggestion and source, then keeps the face', async () => {
    const face = {
      embedding: [0.1, 0.2],
      confidence: 0.9,
      box: { x: 1, y: 2, w: 3, h: 4 },
      eyes: null,
      imageWidth: 10,
      imageHeight: 10,
      suggestedPatientId: 'p-amy',
    };
    const keepFace = vi.fn(async () => undefined);
    const { result } = renderQueue('user-1', { kind: 'quick' });
    await act(async () => {
      await result.current.add(jpeg('q.jpg'), 'photo', null, 'q');
    });
    let saved: Promise<unknown> = Promise.resolve();
    act(() => {
      saved = result.current.saveAll({ analyse: async () => face, keepFace });
    });
    await waitFor(() => expect(uploads.calls).toHaveLength(1));
    expect(uploads.calls[0]?.request.patientId).toBeUndefined();
    expect(uploads.calls[0]?.request.metadata).toEqual({
      upload_source: 'camera_quick',
      suggested_patient_id: 'p-amy',
    });
    await act(async () => {
      uploads.calls[0]?.request.onUploaded?.(
        photoFixture({ id: 'ph-q' }),
        uploads.calls[0].files[0] as File,
      );
      await saved;
    });
    expect(keepFace).toHaveBeenCalledWith('ph-q', face);
    expect(result.current.captures[0]?.embedding).toEqual([0.1, 0.2]);
  });
});
