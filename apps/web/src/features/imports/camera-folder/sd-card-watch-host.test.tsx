import { defaultSdCardSettings, type SdCardSettings } from '@photodossier/domain/user-settings';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { sdCardWatch } from './camera-folder-watch';
import { keepFolder } from './__mocks__/directory-handles';
import {
  fakeCardState,
  fakeDirectory,
  fakePhoto,
  fakeTree,
  type FakeCardState,
  type FakeTree,
} from './fake-card-fixtures';
import { SdCardSection } from './sd-card-section';
import { resetSdCardLink } from './sd-card-link';
import { SdCardWatchHost } from './sd-card-watch-host';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));
vi.mock('./directory-handles');

const CARD = 'EOS_DIGITAL';

/** The page after a reload: the card kept from an earlier session, the user's SD settings. */
function reloadWith(state: FakeCardState, watchOn: boolean) {
  const folder: FakeTree = fakeTree({ 'IMG_0001.JPG': fakePhoto('IMG_0001.JPG') });
  const handle = fakeDirectory(CARD, fakeTree({ DCIM: fakeTree({ '100CANON': folder }) }), state);
  keepFolder('sd-card:user-1', handle);
  const settings: SdCardSettings = {
    ...defaultSdCardSettings,
    selectedSDCardName: CARD,
    selectedSDCardPath: CARD,
    isSDCardWatchEnabled: watchOn,
  };
  const save = vi.fn(async () => {});
  return { folder, settings, save };
}

/** The host, and the SD tab the user opens to see where the watch stands. */
function renderWithTab(settings: SdCardSettings, save: () => Promise<void>) {
  render(
    <>
      <SdCardWatchHost userId="user-1" settings={settings} />
      <SdCardSection
        userId="user-1"
        layout="inline"
        settings={settings}
        save={save}
        onImport={() => {}}
      />
    </>,
  );
}

const watchStatus = () => sdCardWatch().store.getState().status;

describe('the SD watch resumes app-wide (spec 02 §4.2)', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'showDirectoryPicker', { configurable: true, value: vi.fn() });
  });
  afterEach(() => {
    sdCardWatch().stop();
    resetSdCardLink();
    vi.mocked(notify).mockClear();
    Reflect.deleteProperty(window, 'showDirectoryPicker');
  });

  it('starts again after a reload when the user left it on, and finds the next photo', async () => {
    const { folder, settings } = reloadWith(fakeCardState(), true);
    render(<SdCardWatchHost userId="user-1" settings={settings} />);

    await waitFor(() => expect(watchStatus()).toBe('watching'));
    folder.set('IMG_0002.JPG', fakePhoto('IMG_0002.JPG'));
    await waitFor(
      () =>
        expect(
          sdCardWatch()
            .store.getState()
            .lastBatch?.files.map((file) => file.path),
        ).toEqual(['DCIM/100CANON/IMG_0002.JPG']),
      { timeout: 3000 },
    );
  });

  it('stays paused when the user paused it, and says so', async () => {
    const { settings, save } = reloadWith(fakeCardState(), false);
    renderWithTab(settings, save);
    expect(await screen.findByTestId('sd-connection')).toHaveTextContent('Carte connectée');
    expect(screen.getByTestId('sd-watch-state')).toHaveTextContent(
      'En pause (configuration conservée)',
    );
    expect(watchStatus()).toBe('idle');
    expect(screen.getByRole('button', { name: 'Reprendre' })).toBeInTheDocument();
  });

  it('does not prompt without a click: it shows the access to grant again, then starts on it', async () => {
    const state = fakeCardState({ permission: 'prompt', answer: 'granted' });
    const { settings, save } = reloadWith(state, true);
    renderWithTab(settings, save);
    await waitFor(() =>
      expect(screen.getByTestId('sd-watch-state')).toHaveTextContent(
        'En attente de votre autorisation',
      ),
    );
    // Nobody was asked, nothing runs, and no "paused" the user never chose.
    expect(state.permission).toBe('prompt');
    expect(watchStatus()).toBe('idle');
    expect(screen.getByTestId('sd-watch')).not.toHaveTextContent('En pause');

    await userEvent.click(screen.getByRole('button', { name: 'Autoriser l’accès' }));
    await waitFor(() => expect(watchStatus()).toBe('watching'));
    expect(state.permission).toBe('granted');
    expect(save).toHaveBeenCalledWith({ isSDCardWatchEnabled: true });
  });

  it('waits for the card, then resumes when it is put back (polled every 3 s)', async () => {
    const state = fakeCardState({ inserted: false });
    const { settings, save } = reloadWith(state, true);
    renderWithTab(settings, save);
    await waitFor(() =>
      expect(screen.getByTestId('sd-connection')).toHaveTextContent('En attente de la carte'),
    );
    expect(screen.getByTestId('sd-watch-state')).toHaveTextContent(
      'En attente de la carte : la surveillance reprendra à son retour',
    );
    expect(watchStatus()).toBe('idle');

    state.inserted = true;
    const backAt = Date.now();
    await waitFor(() => expect(watchStatus()).toBe('watching'), { timeout: 4500 });
    expect(Date.now() - backAt).toBeLessThan(4000);
    expect(notify).toHaveBeenCalledWith('Carte «\u00a0EOS_DIGITAL\u00a0» reconnectée', {
      variant: 'success',
    });
    expect(screen.getByTestId('sd-watch-state')).toHaveTextContent(
      'Active : les nouvelles photos de la carte sont importées',
    );
  });

  it('a card pulled out keeps its last reading, but its import waits for the card to come back', async () => {
    const state = fakeCardState();
    const { settings, save } = reloadWith(state, false);
    renderWithTab({ ...settings, dateFilter: 'newSinceLastImport' }, save);
    const importButton = await screen.findByRole('button', { name: 'Importer 1 photo' });
    expect(importButton).toBeEnabled();

    state.inserted = false;
    await waitFor(
      () => expect(screen.getByTestId('sd-connection')).toHaveTextContent('En attente de la carte'),
      { timeout: 4500 },
    );
    expect(screen.getByRole('button', { name: 'Importer 1 photo' })).toBeDisabled();

    state.inserted = true;
    await waitFor(
      () => expect(screen.getByTestId('sd-connection')).toHaveTextContent('Carte connectée'),
      {
        timeout: 4500,
      },
    );
    expect(screen.getByRole('button', { name: 'Importer 1 photo' })).toBeEnabled();
  });
});
