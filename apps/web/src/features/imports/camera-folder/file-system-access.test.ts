import { afterEach, describe, expect, it } from 'vitest';
import {
  ensurePermission,
  FolderAccessError,
  permissionMode,
  pickDirectory,
} from './file-system-access';
import { translateErrorCode } from '@/lib/api-client';

type Mode = 'read' | 'readwrite';

/** A folder whose browser grants `granted` without asking and answers a prompt with `answer`. */
function folder(granted: readonly Mode[], answer: PermissionState, denied: readonly Mode[] = []) {
  const requested: Mode[] = [];
  const handle = {
    kind: 'directory',
    name: 'EOS',
    queryPermission: ({ mode }: { mode: Mode }) =>
      Promise.resolve<PermissionState>(
        granted.includes(mode) ? 'granted' : denied.includes(mode) ? 'denied' : 'prompt',
      ),
    requestPermission: ({ mode }: { mode: Mode }) => {
      requested.push(mode);
      return Promise.resolve(answer);
    },
  };
  return { handle: handle as unknown as FileSystemDirectoryHandle, requested };
}

async function failure(work: Promise<unknown>): Promise<string> {
  const error: unknown = await work.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof FolderAccessError)) throw new Error('expected a FolderAccessError');
  return error.code;
}

describe('the access mode of the camera folder (spec 02 §5)', () => {
  it('reads only, unless the files are deleted after import', () => {
    expect(permissionMode(false)).toBe('read');
    expect(permissionMode(true)).toBe('readwrite');
  });

  it('asks for read-write when deletion is switched on over a watch that may only read', async () => {
    const { handle, requested } = folder(['read'], 'granted');
    await ensurePermission(handle, permissionMode(true));
    expect(requested).toEqual(['readwrite']);
  });

  it('does not ask again what the session already grants', async () => {
    const { handle, requested } = folder(['read'], 'granted');
    await ensurePermission(handle, permissionMode(false));
    expect(requested).toEqual([]);
  });

  it('gives the spec texts for a refusal and for a denied access', async () => {
    const refused = folder(['read'], 'denied');
    expect(await failure(ensurePermission(refused.handle, permissionMode(true)))).toBe(
      'folder.read_permission_refused_by_user',
    );
    const denied = folder(['read'], 'granted', ['readwrite']);
    expect(await failure(ensurePermission(denied.handle, permissionMode(true)))).toBe(
      'folder.read_permission_denied',
    );
    expect(denied.requested).toEqual([]);
  });
});

describe('the folder picker (spec 02 §8)', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'showDirectoryPicker');
  });

  function pickerThat(fails: DOMException) {
    Object.defineProperty(window, 'showDirectoryPicker', {
      configurable: true,
      value: () => Promise.reject(fails),
    });
  }

  it('is silent when the user cancels it', async () => {
    pickerThat(new DOMException('cancelled', 'AbortError'));
    await expect(pickDirectory('read', 'folder.sd_selection_failed')).resolves.toBeNull();
  });

  it('says which folder failed: the camera folder by default, the SD card with its own text', async () => {
    pickerThat(new DOMException('system folder', 'SecurityError'));
    await expect(pickDirectory('read')).rejects.toMatchObject({
      code: 'folder.selection_failed',
    });
    const failure = await pickDirectory('read', 'folder.sd_selection_failed').catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(FolderAccessError);
    expect(translateErrorCode((failure as FolderAccessError).code)).toBe(
      'Erreur lors de la sélection du dossier SD Card',
    );
  });
});
