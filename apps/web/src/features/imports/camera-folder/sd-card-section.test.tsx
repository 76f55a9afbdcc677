import { defaultSdCardSettings } from '@photodossier/domain/user-settings';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepFolder } from './__mocks__/directory-handles';
import { fakeCardState, fakeDirectory, fakePhoto, fakeTree } from './fake-card-fixtures';
import { resetSdCardLink } from './sd-card-link';
import { SdCardSection } from './sd-card-section';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));
vi.mock('./directory-handles');

/** The SD tab over a medium kept from an earlier session, read again as the panel opens. */
function renderOn(handle: FileSystemDirectoryHandle) {
  keepFolder('sd-card:user-1', handle);
  render(
    <SdCardSection
      userId="user-1"
      layout="compact"
      // The filter a card is saved with when picked: the import panel's default.
      settings={{
        ...defaultSdCardSettings,
        selectedSDCardName: handle.name,
        dateFilter: 'newSinceLastImport',
      }}
      save={async () => {}}
      onImport={() => {}}
    />,
  );
}

describe('SD tab on a medium without DCIM, compact layout (spec 02 §2.4, §2.6)', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'showDirectoryPicker', { configurable: true, value: vi.fn() });
  });
  afterEach(() => {
    resetSdCardLink();
    Reflect.deleteProperty(window, 'showDirectoryPicker');
  });

  it('shows its photos with the warning, and reads it again on demand', async () => {
    const tree = fakeTree({ 'photo-1.jpg': fakePhoto('photo-1.jpg') });
    renderOn(fakeDirectory('CLE_USB', tree));

    const analysis = await screen.findByTestId('sd-card-analysis');
    expect(analysis).toHaveTextContent('CLE_USB · 1 photo');
    expect(within(analysis).getByTestId('sd-card-kind')).toHaveTextContent(
      /Êtes-vous sûr que c.est bien une carte SD/,
    );
    expect(screen.getByTestId('sd-selected-count')).toHaveTextContent('1 photo sélectionnée');

    // Photos added since the first read show after "Relire la carte".
    tree.set('photo-2.jpg', fakePhoto('photo-2.jpg'));
    await userEvent.click(screen.getByRole('button', { name: 'Relire la carte' }));
    expect(await screen.findByText(/CLE_USB · 2 photos/)).toBeInTheDocument();
  });

  it('offers to read a kept card that is out when the tab opens, beside changing it', async () => {
    const state = fakeCardState({ inserted: false });
    const tree = fakeTree({ DCIM: fakeTree({ 'IMG_0001.JPG': fakePhoto('IMG_0001.JPG') }) });
    renderOn(fakeDirectory('EOS_DIGITAL', tree, state));

    const read = await screen.findByRole('button', { name: 'Lire la carte' });
    expect(screen.getByRole('button', { name: 'Changer de carte' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sélectionner le dossier' })).toBeNull();
    expect(screen.queryByTestId('sd-card-analysis')).toBeNull();

    state.inserted = true;
    await userEvent.click(read);
    expect(await screen.findByTestId('sd-card-analysis')).toHaveTextContent(
      'EOS_DIGITAL · 1 photo',
    );
    expect(screen.getByRole('button', { name: 'Relire la carte' })).toBeInTheDocument();
  });
});
