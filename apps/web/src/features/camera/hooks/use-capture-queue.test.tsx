import type { PhotoRecord } from '@photodossier/domain/media-record';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { photoFixture } from '@/test/photo-fixture';
import { useCaptureQueue } from './use-capture-queue';

type Request = {
  patientId?: string;
  metadata?: Record<string, string>;
  onUploaded?: (photo: PhotoRecord | null, file: File) => void;
  onFailed?: (file: File, error: unknown) => void;
};

const store = vi.hoisted(() => ({
  files: new Map<string, File>(),
  saveFails: false,
}));
const uploads = vi.hoisted(() => ({ calls: [] as { files: File[]; request: Request }[] }));

vi.mock('@/lib/temp-photos/temp-photo-store', () => ({
  saveTempPhoto: vi.fn(async (key: string, file: File) => {
    if (store.saveFails) throw new Error('quota');
    store.files.set(key, file);
  }),
  readTempPhoto: vi.fn(async (key: string) => store.files.get(key) ?? null),
  deleteTempPhoto: vi.fn(async (key: string) => void store.files.delete(key)),
  listTempPhotos: vi.fn(async () =>
    [...store.files].map(([key, file]) => ({
      key,
      filename: file.name,
      size: file.size,
      created: 1,
    })),
  ),
}));

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
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

beforeEach(() => {
  store.files.clear();
  store.saveFails = false;
  uploads.calls = [];
  URL.createObjectURL = vi.fn(() => 'blob:capture');
  URL.revokeObjectURL = vi.fn();
});

describe('useCaptureQueue', () => {
  it('keeps each shot on the device until the server has it, and a failed one for a retry', async () => {
    const { result } = renderHook(() => useCaptureQueue());
    await act(async () => {
      await result.current.add(jpeg('a.jpg'), 'photo', null, 'a');
      await result.current.add(jpeg('b.jpg'), 'photo', null, 'b');
    });
    expect([...store.files.keys()]).toEqual(['camera-capture-a', 'camera-capture-b']);
    expect(result.current.captures.every((capture) => capture.kept)).toBe(true);

    let saved: Promise<unknown> = Promise.resolve();
    act(() => {
      saved = result.current.saveAll({ patientId: 'p1' });
    });
    await waitFor(() => expect(uploads.calls).toHaveLength(2));
    expect(uploads.calls[0]?.request.patientId).toBe('p1');
    await act(async () => {
      uploads.calls[0]?.request.onUploaded?.(
        photoFixture({ id: 'ph-a' }),
        uploads.calls[0].files[0] as File,
      );
      uploads.calls[1]?.request.onFailed?.(uploads.calls[1].files[0] as File, new Error('offline'));
      await saved;
    });
    expect([...store.files.keys()]).toEqual(['camera-capture-b']);
    expect(result.current.captures.map((capture) => [capture.id, capture.status])).toEqual([
      ['a', 'done'],
      ['b', 'failed'],
    ]);

    // Saving again sends only what the server does not have.
    act(() => {
      void result.current.saveAll({ patientId: 'p1' });
    });
    await waitFor(() => expect(uploads.calls).toHaveLength(3));
    expect(uploads.calls[2]?.files[0]?.name).toBe('b.jpg');
  });

  it('offers the shots an earlier visit left, and brings them back into the strip', async () => {
    store.files.set('camera-capture-old', jpeg('old.jpg'));
    store.files.set('import-session-x', jpeg('other.jpg'));
    const { result } = renderHook(() => useCaptureQueue());
    await waitFor(() => expect(result.current.leftovers).toHaveLength(1));
    await act(() => result.current.restoreLeftovers());
    expect(result.current.leftovers).toEqual([]);
    expect(result.current.captures.map((capture) => capture.file.name)).toEqual(['old.jpg']);
  });

  it('still holds a shot the store refused, marked as kept in memory only', async () => {
    store.saveFails = true;
    const { result } = renderHook(() => useCaptureQueue());
    await act(async () => {
      await result.current.add(jpeg('c.jpg'), 'photo', null, 'c');
    });
    expect(result.current.captures).toHaveLength(1);
    expect(result.current.captures[0]?.kept).toBe(false);
  });

  it('sends the quick-mode face, its suggestion and source, then keeps the face', async () => {
    const face = {
      embedding: [0.1, 0.2],
      confidence: 0.9,
      box: { x: 1, y: 2, w: 3, h: 4 },
      imageWidth: 10,
      imageHeight: 10,
      suggestedPatientId: 'p-amy',
    };
    const keepFace = vi.fn(async () => undefined);
    const { result } = renderHook(() => useCaptureQueue());
    await act(async () => {
      await result.current.add(jpeg('q.jpg'), 'photo', null, 'q');
    });
    let saved: Promise<unknown> = Promise.resolve();
    act(() => {
      saved = result.current.saveAll({
        patientId: null,
        metadata: { upload_source: 'camera_quick' },
        analyse: async () => face,
        keepFace,
      });
    });
    await waitFor(() => expect(uploads.calls).toHaveLength(1));
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
