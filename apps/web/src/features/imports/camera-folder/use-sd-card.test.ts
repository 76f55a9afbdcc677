import type { PhotoRecord } from '@photodossier/domain/media-record';
import { defaultSdCardSettings } from '@photodossier/domain/user-settings';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importActions, resetImportActions } from '../lib/actions';
import { resetImportState } from '../lib/import-state';
import { loadDirectoryHandle } from './directory-handles';
import { fakeDirectory, fakePhoto, fakeTree } from './fake-card-fixtures';
import { importedFromCard } from './sd-import-history';
import { useSdCard } from './use-sd-card';

// The import engine runs for real; only what leaves the browser is faked: the tus runner (each
// job held for the test to end), the session calls and the storage figures.
const uploads = vi.hoisted(
  () =>
    [] as {
      id: string;
      file: File;
      onDone: (record: PhotoRecord | null) => void;
      onFailed: (error: unknown) => void;
    }[],
);
vi.mock('@/lib/uploads/upload-runner', () => ({
  enqueueUpload: (job: (typeof uploads)[number]) => void uploads.push(job),
  cancelUpload: vi.fn(async () => {}),
  retryUpload: vi.fn(() => false),
  forgetUploadJobs: vi.fn(),
}));
vi.mock('@/lib/machine-id', () => ({ getMachineId: async () => 'device-12345678' }));
vi.mock('@/lib/temp-photos/temp-photo-store', () => ({
  saveTempPhoto: vi.fn(async () => {}),
  deleteTempPhoto: vi.fn(async () => {}),
}));
vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));
vi.mock('../api/open-import-session', () => ({
  openImportSession: async () => ({ id: 'session-1' }),
}));
vi.mock('../api/put-session-photo', () => ({ putSessionPhoto: async () => {} }));
vi.mock('../api/patch-session-photo', () => ({ patchSessionPhoto: async () => {} }));
vi.mock('@/lib/api/get-storage-stats', () => ({
  getStorageStats: async () => ({ used_bytes: 0, quota_bytes: 500 * 1024 * 1024 }),
}));
vi.mock('./directory-handles');

const CARD = 'EOS_DIGITAL';
const MB = 1024 * 1024;

/** The card kept from an earlier session, read again when the panel opens. */
async function panelOn(files: File[]) {
  const handle = fakeDirectory(
    CARD,
    fakeTree({
      DCIM: fakeTree({ '100CANON': fakeTree(Object.fromEntries(files.map((f) => [f.name, f]))) }),
    }),
  );
  vi.mocked(loadDirectoryHandle).mockResolvedValue({
    key: `sd-card:user-1`,
    handle,
    name: CARD,
    timestamp: Date.now(),
  });
  const rendered = renderHook(() =>
    useSdCard({
      userId: 'user-1',
      settings: defaultSdCardSettings,
      save: async () => {},
      onImport: (picked) => void importActions.addFiles(picked),
    }),
  );
  await waitFor(() => expect(rendered.result.current.analysis).not.toBeNull());
  return rendered;
}

const selectedNames = (selected: readonly { name: string }[]) =>
  selected.map((photo) => photo.name).sort();

const uploadOf = (name: string) => {
  const job = uploads.find((upload) => upload.file.name === name);
  if (!job) throw new Error(`no upload of ${name}`);
  return job;
};

describe('SD import history and the uploads (spec 02 §3, §9)', () => {
  afterEach(() => {
    uploads.length = 0;
    resetImportActions();
    resetImportState();
  });

  it('records a photo only once its upload succeeded; refused and failed ones stay new', async () => {
    const { result } = await panelOn([
      fakePhoto('IMG_0001.JPG'),
      fakePhoto('IMG_0002.JPG'),
      // Over the dialog's 15 MB for an image: refused before any upload.
      fakePhoto('IMG_0003.JPG', 16 * MB),
    ]);
    expect(result.current.filter.filter).toBe('newSinceLastImport');
    expect(selectedNames(result.current.selected)).toEqual([
      'IMG_0001.JPG',
      'IMG_0002.JPG',
      'IMG_0003.JPG',
    ]);

    act(() => result.current.importSelected());
    await waitFor(() => expect(uploads).toHaveLength(2));
    // Handed to the import is not imported yet.
    expect(importedFromCard(CARD).size).toBe(0);

    const sent = uploadOf('IMG_0001.JPG');
    act(() => sent.onDone({ id: 'srv-1', thumbnail_url: null, image_url: '/x' } as PhotoRecord));
    act(() => uploadOf('IMG_0002.JPG').onFailed(new Error('network down')));

    await waitFor(() => expect([...importedFromCard(CARD)]).toEqual(['IMG_0001.JPG']));
    await waitFor(() =>
      expect(selectedNames(result.current.selected)).toEqual(['IMG_0002.JPG', 'IMG_0003.JPG']),
    );

    // The next read of the card still offers them.
    await act(() => result.current.reread());
    expect(selectedNames(result.current.selected)).toEqual(['IMG_0002.JPG', 'IMG_0003.JPG']);
  });
});
