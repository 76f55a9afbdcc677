import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { photoFixture } from '@/test/photo-fixture';
import { resetUploadStore } from './upload-store';
import { useMediaUpload } from './use-media-upload';

type TusOptions = {
  endpoint: string;
  chunkSize: number;
  metadata: Record<string, string>;
  onProgress: (sent: number, total: number) => void;
  onSuccess: (payload: {
    lastResponse: { getBody(): string; getHeader(name: string): string | undefined };
  }) => void;
  onError: (error: Error) => void;
};

const tus = vi.hoisted(() => ({ uploads: [] as { options: TusOptions; started: boolean }[] }));

vi.mock('tus-js-client', () => ({
  Upload: class {
    options: TusOptions;
    started = false;
    constructor(_file: File, options: TusOptions) {
      this.options = options;
      tus.uploads.push(this);
    }
    findPreviousUploads() {
      return Promise.resolve([]);
    }
    resumeFromPreviousUpload() {}
    start() {
      this.started = true;
    }
    abort() {
      return Promise.resolve();
    }
  },
}));

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

function file(name: string, type: string, size: number): File {
  const made = new File(['x'], name, { type, lastModified: 1_715_680_800_000 });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

function setup() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useMediaUpload(), { wrapper }), invalidate };
}

beforeEach(() => {
  resetUploadStore();
  tus.uploads.length = 0;
  vi.mocked(notify).mockClear();
});

describe('media upload', () => {
  it('refuses everything offline with the spec text', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { result } = setup();
    let outcome;
    act(() => {
      outcome = result.current.upload([file('a.jpg', 'image/jpeg', 1000)]);
    });
    expect(outcome).toEqual({ accepted: 0, rejected: 0, refused: 'offline' });
    expect(notify).toHaveBeenCalledWith('Connexion internet requise pour uploader des médias', {
      variant: 'destructive',
    });
    expect(result.current.items).toHaveLength(0);
    expect(tus.uploads).toHaveLength(0);
  });

  it('refuses files of the wrong type, too large or empty, each with its spec text', () => {
    const { result } = setup();
    act(() => {
      result.current.upload([
        file('notes.pdf', 'application/pdf', 1000),
        file('big.jpg', 'image/jpeg', 51 * 1024 * 1024),
        file('long.mp4', 'video/mp4', 101 * 1024 * 1024),
        file('empty.png', 'image/png', 0),
      ]);
    });
    expect(result.current.items.map((item) => [item.fileName, item.status, item.error])).toEqual([
      [
        'notes.pdf',
        'error',
        'Type de fichier non supporté. Utilisez JPG, PNG, WebP pour les images ou MP4, MOV, AVI, WebM pour les vidéos.',
      ],
      ['big.jpg', 'error', 'Fichier trop volumineux (max 50MB)'],
      ['long.mp4', 'error', 'Fichier trop volumineux (max 100MB)'],
      ['empty.png', 'error', 'Fichier invalide ou vide'],
    ]);
    expect(result.current.items.every((item) => !item.retryable)).toBe(true);
    expect(tus.uploads).toHaveLength(0);
  });

  it('sends an image with tus, shows its progress, then refreshes photos and patients', async () => {
    const { result, invalidate } = setup();
    act(() => {
      result.current.upload([file('face.jpg', 'image/jpeg', 4000)], { patientId: 'patient-7' });
    });
    await waitFor(() => expect(tus.uploads[0]?.started).toBe(true));
    const upload = tus.uploads[0]!;
    expect(upload.options.endpoint).toBe('/api/v1/uploads');
    expect(upload.options.chunkSize).toBe(8 * 1024 * 1024);
    expect(upload.options.metadata).toEqual({
      filename: 'face.jpg',
      filetype: 'image/jpeg',
      last_modified: '1715680800000',
      patient_id: 'patient-7',
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });

    act(() => upload.options.onProgress(1000, 4000));
    expect(result.current.items[0]).toMatchObject({
      status: 'uploading',
      bytesSent: 1000,
      bytesTotal: 4000,
    });

    const record = photoFixture({ id: 'new-photo', filename: 'face.jpg' });
    await act(async () =>
      upload.options.onSuccess({
        lastResponse: { getBody: () => JSON.stringify(record), getHeader: () => undefined },
      }),
    );
    await waitFor(() => expect(result.current.items[0]?.status).toBe('done'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['photos'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['patients'] });
    expect(notify).toHaveBeenCalledWith('face.jpg uploadé', {
      variant: 'success',
      id: 'media-upload-done',
    });
  });

  it("shows the server's refusal and sends the file again on retry", async () => {
    const { result } = setup();
    act(() => {
      result.current.upload([file('clip.jpg', 'image/jpeg', 4000)]);
    });
    await waitFor(() => expect(tus.uploads[0]?.started).toBe(true));
    expect(tus.uploads[0]!.options.metadata.patient_id).toBeUndefined();
    const refusal = Object.assign(new Error('tus'), {
      originalResponse: {
        getStatus: () => 413,
        getBody: () =>
          JSON.stringify({ code: 'upload.quota_exceeded_percent', params: { percent: 102 } }),
      },
    });
    await act(async () => tus.uploads[0]!.options.onError(refusal));
    await waitFor(() => expect(result.current.items[0]?.status).toBe('error'));
    expect(result.current.items[0]?.error).toBe(
      'Quota de stockage dépassé. Vous utilisez 102% de votre espace disponible.',
    );

    act(() => result.current.retry(result.current.items[0]!.id));
    await waitFor(() => expect(tus.uploads[1]?.started).toBe(true));
    await act(async () =>
      tus.uploads[1]!.options.onSuccess({
        lastResponse: { getBody: () => '', getHeader: () => undefined },
      }),
    );
    await waitFor(() => expect(result.current.items[0]?.status).toBe('done'));
  });

  it('cancels an upload and frees its place', async () => {
    const { result } = setup();
    act(() => {
      result.current.upload([file('one.jpg', 'image/jpeg', 10)]);
    });
    await waitFor(() => expect(tus.uploads[0]?.started).toBe(true));
    act(() => result.current.cancel(result.current.items[0]!.id));
    await waitFor(() => expect(result.current.items[0]?.status).toBe('cancelled'));
    act(() => result.current.clearFinished());
    expect(result.current.items).toHaveLength(0);
  });
});
