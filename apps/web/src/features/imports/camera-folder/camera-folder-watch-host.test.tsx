import { defaultMachineSettings, defaultSdCardSettings } from '@photodossier/domain/user-settings';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { CameraFolderWatchHost } from './camera-folder-watch-host';
import { cameraFolderWatch } from './camera-folder-watch';
import { loadDirectoryHandle, removeDirectoryHandle } from './directory-handles';
import { keepFolder } from './__mocks__/directory-handles';
import { fakeCardState, fakeDirectory, fakeTree } from './fake-card-fixtures';
import { FolderAccessError } from './file-system-access';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));
vi.mock('./directory-handles');

/** The app after a reload, for a user whose camera folder is watched automatically. */
function arrive() {
  render(
    <MemoryRouter initialEntries={['/patients']}>
      <CameraFolderWatchHost
        userId="user-1"
        settings={{ ...defaultMachineSettings, cameraFolderPath: 'EOS', autoWatchEnabled: true }}
        sdCardSettings={defaultSdCardSettings}
        save={async () => {}}
      />
    </MemoryRouter>,
  );
}

describe('the automatic start over a kept folder that no longer works (spec 02 §8)', () => {
  afterEach(() => {
    cameraFolderWatch().stop();
    vi.mocked(notify).mockClear();
    vi.mocked(removeDirectoryHandle).mockClear();
  });

  it('a folder dropped for its age says its permissions expired', async () => {
    vi.mocked(loadDirectoryHandle).mockRejectedValue(
      new FolderAccessError('folder.permissions_expired'),
    );
    arrive();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'Permissions expirées. Veuillez sélectionner à nouveau le dossier.',
        { variant: 'destructive', duration: 10_000 },
      ),
    );
    expect(cameraFolderWatch().store.getState().status).toBe('idle');
  });

  it('a folder gone is cleared, with the 10 s message', async () => {
    keepFolder(
      'camera-folder:user-1',
      fakeDirectory('EOS', fakeTree(), fakeCardState({ inserted: false })),
    );
    arrive();
    // After the listing's two retries, 500 ms apart.
    await waitFor(
      () => expect(removeDirectoryHandle).toHaveBeenCalledWith('camera-folder:user-1'),
      { timeout: 3000 },
    );
    expect(notify).toHaveBeenCalledWith(
      'Les accès aux dossiers enregistrés ne sont plus valides et ont été effacés. Veuillez sélectionner à nouveau le dossier.',
      { variant: 'destructive', duration: 10_000 },
    );
  });
});
