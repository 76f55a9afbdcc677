import { defaultMachineSettings } from '@photodossier/domain/user-settings';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { cameraFolderWatch } from './camera-folder-watch';
import { loadDirectoryHandle, removeDirectoryHandle } from './directory-handles';
import { keepFolder } from './__mocks__/directory-handles';
import { fakeCardState, fakeDirectory, fakePhoto, fakeTree } from './fake-card-fixtures';
import { FolderAccessError } from './file-system-access';
import { useCameraFolderSetup } from './use-camera-folder-setup';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));
vi.mock('./directory-handles');

const USER = 'user-delete-after-import';

/** The folder the watch reads, whose browser grants read and answers a write prompt. */
function cameraFolder(answer: PermissionState) {
  const requestPermission = vi.fn(async (_options: { mode: string }) => answer);
  const handle = {
    kind: 'directory',
    name: 'EOS',
    queryPermission: async ({ mode }: { mode: string }) => (mode === 'read' ? 'granted' : 'prompt'),
    requestPermission,
  };
  return { handle: handle as unknown as FileSystemDirectoryHandle, requestPermission };
}

async function setupWith(handle: FileSystemDirectoryHandle) {
  keepFolder(`camera-folder:${USER}`, handle);
  const settings = { ...defaultMachineSettings, cameraFolderPath: 'EOS' };
  const rendered = renderHook(() =>
    useCameraFolderSetup({ userId: USER, settings, save: vi.fn(async () => {}) }),
  );
  await waitFor(() => expect(rendered.result.current.state.kind).toBe('configured'));
  return rendered;
}

describe('Supprimer après import switched on over a configured folder (spec 02 §5)', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'showDirectoryPicker', {
      configurable: true,
      value: vi.fn(),
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'showDirectoryPicker');
  });

  it('asks the folder for read-write access and allows the switch when granted', async () => {
    const folder = cameraFolder('granted');
    const { result } = await setupWith(folder.handle);
    let allowed: boolean | undefined;
    await act(async () => {
      allowed = await result.current.allowDeletion();
    });
    expect(allowed).toBe(true);
    expect(folder.requestPermission).toHaveBeenCalledWith({ mode: 'readwrite' });
  });

  it('keeps the switch off and says so with the spec text when the user refuses', async () => {
    const folder = cameraFolder('denied');
    const { result } = await setupWith(folder.handle);
    let allowed: boolean | undefined;
    await act(async () => {
      allowed = await result.current.allowDeletion();
    });
    expect(allowed).toBe(false);
    expect(folder.requestPermission).toHaveBeenCalledWith({ mode: 'readwrite' });
    expect(notify).toHaveBeenCalledWith("Permissions de lecture refusées par l'utilisateur", {
      variant: 'destructive',
    });
  });
});

describe('a kept camera folder that no longer works (spec 02 §8)', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'showDirectoryPicker', { configurable: true, value: vi.fn() });
  });
  afterEach(() => {
    cameraFolderWatch().stop();
    vi.mocked(notify).mockClear();
    vi.mocked(removeDirectoryHandle).mockClear();
    Reflect.deleteProperty(window, 'showDirectoryPicker');
  });

  it('a folder gone at the start is cleared, with the 10 s message', async () => {
    const { result } = await setupWith(
      fakeDirectory('EOS', fakeTree(), fakeCardState({ inserted: false })),
    );

    await act(() => result.current.start());
    expect(removeDirectoryHandle).toHaveBeenCalledWith(`camera-folder:${USER}`);
    expect(notify).toHaveBeenCalledWith(
      'Les accès aux dossiers enregistrés ne sont plus valides et ont été effacés. Veuillez sélectionner à nouveau le dossier.',
      { variant: 'destructive', duration: 10_000 },
    );
    expect(notify).not.toHaveBeenCalledWith(
      'Erreur lors du démarrage de la surveillance',
      expect.anything(),
    );
    expect(result.current.state.kind).toBe('unconfigured');
  });

  it('an access the browser refuses at the start gives the 3-step help for 8 s', async () => {
    const folder = fakeDirectory('EOS', fakeTree({ 'IMG_1.JPG': fakePhoto('IMG_1.JPG') }));
    vi.spyOn(folder as unknown as { values(): unknown }, 'values').mockImplementation(() => {
      throw new DOMException('The request is not allowed.', 'NoModificationAllowedError');
    });
    const { result } = await setupWith(folder);

    await act(() => result.current.start());
    expect(notify).toHaveBeenCalledWith(
      expect.stringMatching(/^Accès au dossier impossible\. 1\. /),
      { variant: 'destructive', duration: 8000 },
    );
    // Access can come back: the folder is kept.
    expect(removeDirectoryHandle).not.toHaveBeenCalled();
    expect(result.current.state.kind).toBe('configured');
  });

  it('a folder dropped for its age is told, rather than silently unconfigured', async () => {
    vi.mocked(loadDirectoryHandle).mockRejectedValue(
      new FolderAccessError('folder.permissions_expired'),
    );
    const settings = { ...defaultMachineSettings, cameraFolderPath: 'EOS' };
    const { result } = renderHook(() =>
      useCameraFolderSetup({ userId: USER, settings, save: vi.fn(async () => {}) }),
    );
    await waitFor(() => expect(result.current.state.kind).toBe('unconfigured'));
    expect(notify).toHaveBeenCalledWith(
      'Permissions expirées. Veuillez sélectionner à nouveau le dossier.',
      { variant: 'destructive', duration: 10_000 },
    );
  });
});
