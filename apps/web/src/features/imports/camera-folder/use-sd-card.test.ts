import type { PhotoRecord } from '@photodossier/domain/media-record';
import { defaultSdCardSettings, type SdCardSettings } from '@photodossier/domain/user-settings';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importActions, resetImportActions } from '../lib/actions';
import { resetImportState } from '../lib/import-state';
import { keepFolder } from './__mocks__/directory-handles';
import { notify } from '@/lib/notify';
import {
  fakeCardState,
  fakeDirectory,
  fakePhoto,
  fakeTree,
  type FakeCardState,
} from './fake-card-fixtures';
import { sdCardWatch } from './camera-folder-watch';
import { resetSdCardLink, stopCardWatch } from './sd-card-link';
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
async function panelOn(
  files: File[],
  settings: SdCardSettings = defaultSdCardSettings,
  save: (values: Partial<SdCardSettings>) => Promise<void> = async () => {},
  state: FakeCardState = fakeCardState(),
) {
  const handle = fakeDirectory(
    CARD,
    fakeTree({
      DCIM: fakeTree({ '100CANON': fakeTree(Object.fromEntries(files.map((f) => [f.name, f]))) }),
    }),
    state,
  );
  keepFolder(`sd-card:user-1`, handle);
  // The settings are a prop: `rerender(next)` is a settings answer reaching the tab.
  const rendered = renderHook(
    (current: SdCardSettings) =>
      useSdCard({
        userId: 'user-1',
        settings: current,
        save,
        onImport: (picked) => void importActions.addFiles(picked),
      }),
    { initialProps: settings },
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
    resetSdCardLink();
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

describe('the SD tab: its filter, its watch state, its failures (spec 02 §3, §4.2, §8)', () => {
  const kept: SdCardSettings = {
    ...defaultSdCardSettings,
    selectedSDCardName: CARD,
    selectedSDCardPath: CARD,
  };

  afterEach(() => {
    stopCardWatch();
    resetSdCardLink();
    vi.mocked(notify).mockClear();
    Reflect.deleteProperty(window, 'showDirectoryPicker');
  });

  it('opens on the date filter saved with the card and saves the one the user picks', async () => {
    const save = vi.fn(async () => {});
    const { result } = await panelOn(
      [fakePhoto('IMG_0001.JPG')],
      { ...kept, dateFilter: 'yesterday' },
      save,
    );
    expect(result.current.filter.filter).toBe('yesterday');

    act(() => result.current.setFilter({ filter: 'all' }));
    expect(result.current.filter.filter).toBe('all');
    expect(selectedNames(result.current.selected)).toEqual(['IMG_0001.JPG']);
    expect(save).toHaveBeenCalledWith({ dateFilter: 'all' });

    // The hours of "Dernières heures" are the tab's own: no save.
    save.mockClear();
    act(() => result.current.setFilter({ customHours: 12 }));
    expect(result.current.filter).toMatchObject({ filter: 'all', customHours: 12 });
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the filter the user picked when an older settings answer arrives after it', async () => {
    // The save is still on its way when a settings answer read before it reaches the tab.
    const save = vi.fn(() => new Promise<void>(() => {}));
    const { result, rerender } = await panelOn(
      [fakePhoto('IMG_0001.JPG')],
      { ...kept, dateFilter: 'yesterday' },
      save,
    );
    act(() => result.current.setFilter({ filter: 'all' }));
    rerender({ ...kept, dateFilter: 'today' });
    expect(result.current.filter.filter).toBe('all');
  });

  it('shows the saved filter again when the save of a new one is refused', async () => {
    let refuse!: (error: Error) => void;
    const save = vi.fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          refuse = reject;
        }),
    );
    const { result } = await panelOn(
      [fakePhoto('IMG_0001.JPG')],
      { ...kept, dateFilter: 'yesterday' },
      save,
    );
    act(() => result.current.setFilter({ filter: 'all' }));
    expect(result.current.filter.filter).toBe('all');
    await act(async () => refuse(new Error('offline')));
    expect(result.current.filter.filter).toBe('yesterday');
    expect(notify).toHaveBeenCalledWith('Erreur lors de la sauvegarde', {
      variant: 'destructive',
    });
  });

  it('a pause while the watch is still starting leaves it paused, and saved off', async () => {
    const save = vi.fn(async (_values: Partial<SdCardSettings>) => {});
    const { result } = await panelOn([fakePhoto('IMG_0001.JPG')], kept, save);
    // The start reads the card's layout (is there a DCIM folder?) before it watches: held here.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const card = result.current.handle as unknown as {
      values(): AsyncIterableIterator<FileSystemHandle>;
    };
    const listing = card.values.bind(card);
    const read = vi.spyOn(card, 'values').mockImplementationOnce(() =>
      (async function* () {
        await held;
        yield* listing();
      })(),
    );

    let starting: Promise<void> = Promise.resolve();
    act(() => {
      starting = result.current.startWatch();
    });
    await waitFor(() => expect(read).toHaveBeenCalled());
    await act(() => result.current.pauseWatch());
    release();
    await act(() => starting);

    expect(sdCardWatch().store.getState().status).toBe('idle');
    expect(result.current.watchState).toBe('paused');
    expect(save).toHaveBeenCalledWith({ isSDCardWatchEnabled: false });
    expect(save).not.toHaveBeenCalledWith({ isSDCardWatchEnabled: true });
  });

  it('says "paused" only when the user paused the watch', async () => {
    const on = await panelOn([fakePhoto('IMG_0001.JPG')], { ...kept, isSDCardWatchEnabled: true });
    // On in the settings, not running yet (no host here to see the card): not paused.
    expect(on.result.current.watchState).toBe('waiting');
    on.unmount();
    resetSdCardLink();

    const paused = await panelOn([fakePhoto('IMG_0001.JPG')], {
      ...kept,
      isSDCardWatchEnabled: false,
    });
    expect(paused.result.current.watchState).toBe('paused');
  });

  it('a failed SD picker has the SD text; a cancelled one says nothing', async () => {
    const picker = vi.fn(async () => {
      throw new DOMException('The picker could not open.', 'SecurityError');
    });
    Object.defineProperty(window, 'showDirectoryPicker', { configurable: true, value: picker });
    const { result } = await panelOn([fakePhoto('IMG_0001.JPG')], kept);

    await act(() => result.current.select());
    expect(notify).toHaveBeenCalledWith('Erreur lors de la sélection du dossier SD Card', {
      variant: 'destructive',
    });

    vi.mocked(notify).mockClear();
    picker.mockRejectedValueOnce(new DOMException('The user aborted a request.', 'AbortError'));
    await act(() => result.current.select());
    expect(picker).toHaveBeenCalledTimes(2);
    expect(notify).not.toHaveBeenCalled();
  });

  it('an access refused while reading the card gives the 3-step help for 8 s', async () => {
    const state = fakeCardState();
    const { result } = await panelOn([fakePhoto('IMG_0001.JPG')], kept, undefined, state);
    // The browser takes the access back (the site's permissions were reset).
    state.permission = 'denied';
    await act(() => result.current.reread());
    expect(notify).toHaveBeenCalledWith('Permissions de lecture refusées', {
      variant: 'destructive',
    });

    vi.mocked(notify).mockClear();
    // Granted on paper, refused when read: the browser's own NotAllowedError.
    const listing = vi.spyOn(result.current.handle as unknown as { values(): unknown }, 'values');
    listing.mockImplementation(() => {
      throw new DOMException('Permission denied.', 'NotAllowedError');
    });
    state.permission = 'granted';
    await act(() => result.current.reread());
    expect(notify).toHaveBeenCalledWith(
      expect.stringMatching(/^Accès au dossier impossible\. 1\. .+ 2\. .+ 3\. /),
      { variant: 'destructive', duration: 8000 },
    );
  });
});
