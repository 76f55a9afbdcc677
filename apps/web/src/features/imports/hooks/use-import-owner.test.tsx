import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/uploads/upload-runner', () => ({
  cancelUpload: async () => {},
  forgetUploadJobs: () => {},
  enqueueUpload: () => {},
  retryUpload: () => false,
}));
vi.mock('@/lib/temp-photos/temp-photo-store', () => ({
  saveTempPhoto: async () => {},
  readTempPhoto: async () => null,
  deleteTempPhoto: async () => {},
}));

const { useImportOwner } = await import('./use-import-owner');
const { resetImportOwner } = await import('../lib/reset-engine');
const { getImportState, resetImportState, setImportState } = await import('../lib/import-state');
const { uploadedImportPhoto } = await import('../lib/import-photo');

describe('useImportOwner', () => {
  afterEach(() => {
    resetImportOwner();
    resetImportState();
  });

  it('wipes the dialog of the previous account when the signed-in user changes', () => {
    const { rerender } = renderHook(({ userId }) => useImportOwner(userId), {
      initialProps: { userId: 'user-1' as string | null },
    });
    setImportState((current) => ({
      ...current,
      sessionId: 'session-1',
      photos: [
        uploadedImportPhoto({
          id: 'a',
          serverId: 'photo-1',
          name: 'private.jpg',
          size: 4,
          type: 'image/jpeg',
          timestamp: 1,
        }),
      ],
    }));
    rerender({ userId: 'user-1' });
    expect(getImportState().photos).toHaveLength(1);

    rerender({ userId: 'user-2' });
    expect(getImportState().photos).toEqual([]);
    expect(getImportState().sessionId).toBeNull();
  });
});
