import { defaultMachineSettings } from '@photodossier/domain/user-settings';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { loadDirectoryHandle } from './directory-handles';
import { useCameraFolderSetup } from './use-camera-folder-setup';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));
// A real browser keeps the handle with its permission methods; a structured clone outside the
// browser cannot, so the stored record is handed over as the browser would give it back.
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
  vi.mocked(loadDirectoryHandle).mockResolvedValue({
    key: `camera-folder:${USER}`,
    handle,
    name: 'EOS',
    timestamp: Date.now(),
  });
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
