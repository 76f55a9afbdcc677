import { defaultMachineSettings } from '@photodossier/domain/user-settings';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { ImportEmptyState } from './import-empty-state';
import { dslrAccess, Providers } from './import-test-fixtures';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

/** The window is `width` wide for the media queries (the setup's answer is "no match"). */
function windowWidth(width: number) {
  vi.mocked(window.matchMedia).mockImplementation((query: string) => {
    const minimum = /min-width:\s*(\d+)px/.exec(query)?.[1];
    return {
      matches: minimum !== undefined && width >= Number(minimum),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    };
  });
}

describe('ImportEmptyState', () => {
  it('offers the manual import with the formats and limit the spec states', async () => {
    const user = userEvent.setup();
    const onChooseFiles = vi.fn();
    render(
      <Providers>
        <ImportEmptyState onChooseFiles={onChooseFiles} dslr={dslrAccess()} onLeave={vi.fn()} />
      </Providers>,
    );
    const tile = screen.getByTestId('import-manual-tile');
    expect(within(tile).getByRole('heading', { name: 'Import Manuel' })).toBeInTheDocument();
    expect(within(tile).getByText('JPG/PNG/WebP, max 50MB')).toBeInTheDocument();
    await user.click(within(tile).getByRole('button', { name: 'Choisir des fichiers' }));
    expect(onChooseFiles).toHaveBeenCalled();
  });

  it('locks the DSLR tile for plans other than Pro and leads to /subscription', async () => {
    const user = userEvent.setup();
    const onLeave = vi.fn();
    render(
      <Providers>
        <ImportEmptyState
          onChooseFiles={vi.fn()}
          dslr={dslrAccess({ plan: 'locked' })}
          onLeave={onLeave}
        />
      </Providers>,
    );
    const tile = screen.getByTestId('import-dslr-tile');
    expect(within(tile).getByText('Pro')).toBeInTheDocument();
    expect(within(tile).getByText('Fonctionnalité Pro exclusive')).toBeInTheDocument();
    expect(within(tile).queryByRole('button', { name: 'Configurer' })).toBeNull();
    expect(within(tile).queryByText('Actif')).toBeNull();
    const unlock = within(tile).getByRole('link', { name: 'Débloquer avec Pro' });
    expect(unlock).toHaveAttribute('href', '/subscription');
    await user.click(unlock);
    expect(onLeave).toHaveBeenCalled();
  });

  it('waits for the plan before offering either', () => {
    render(
      <Providers>
        <ImportEmptyState
          onChooseFiles={vi.fn()}
          dslr={dslrAccess({ plan: 'checking' })}
          onLeave={vi.fn()}
        />
      </Providers>,
    );
    const tile = screen.getByTestId('import-dslr-tile');
    expect(within(tile).getByRole('status')).toHaveTextContent('Vérification de l’abonnement...');
    expect(within(tile).queryByText('Fonctionnalité Pro exclusive')).toBeNull();
    expect(within(tile).queryByRole('button', { name: 'Configurer' })).toBeNull();
  });

  it('for Pro shows Inactif or Actif and saves the machine settings from the side panel', async () => {
    windowWidth(1280);
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {});
    const { rerender } = render(
      <Providers>
        <ImportEmptyState
          onChooseFiles={vi.fn()}
          dslr={dslrAccess({ plan: 'pro', onSave })}
          onLeave={vi.fn()}
        />
      </Providers>,
    );
    const tile = screen.getByTestId('import-dslr-tile');
    expect(within(tile).getByText('Inactif')).toBeInTheDocument();
    expect(within(tile).queryByText('Fonctionnalité Pro exclusive')).toBeNull();

    await user.click(within(tile).getByRole('button', { name: 'Configurer' }));
    const panel = screen.getByRole('dialog', { name: 'Paramètres Import DSLR' });
    // jsdom has no directory picker: the section says so, as Firefox would.
    expect(within(panel).getByTestId('auto-transfer-section')).toHaveAttribute(
      'data-state',
      'unsupported',
    );
    await user.click(within(panel).getByRole('switch', { name: /Surveillance automatique/ }));
    await user.click(within(panel).getByRole('switch', { name: /Supprimer après import/ }));
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    expect(onSave).toHaveBeenCalledWith({
      autoWatchEnabled: true,
      searchSubdirectories: true,
      autoOpenImportDialog: true,
      autoPreviewNewPhotos: false,
      deleteAfterImport: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify).toHaveBeenCalledWith('Configuration sauvegardée', { variant: 'success' });

    rerender(
      <Providers>
        <ImportEmptyState
          onChooseFiles={vi.fn()}
          dslr={dslrAccess({
            plan: 'pro',
            settings: { ...defaultMachineSettings, autoWatchEnabled: true },
          })}
          onLeave={vi.fn()}
        />
      </Providers>,
    );
    expect(within(screen.getByTestId('import-dslr-tile')).getByText('Actif')).toBeInTheDocument();
  });

  it('on a phone the side panel is compact and the configuration dialog holds the cards', async () => {
    windowWidth(390);
    const user = userEvent.setup();
    render(
      <Providers>
        <ImportEmptyState
          onChooseFiles={vi.fn()}
          dslr={dslrAccess({ plan: 'pro' })}
          onLeave={vi.fn()}
        />
      </Providers>,
    );
    await user.click(screen.getByRole('button', { name: 'Configurer' }));
    const panel = screen.getByRole('dialog', { name: 'Paramètres Import DSLR' });
    const compact = within(panel).getByTestId('auto-transfer-section');
    expect(compact).toHaveAttribute('data-layout', 'compact');
    expect(within(compact).queryAllByRole('switch')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Configuration' }));
    const configuration = screen.getByRole('dialog', {
      name: 'Configuration de l’import automatique',
    });
    expect(within(configuration).getByRole('tab', { name: 'Dossier' })).toBeInTheDocument();
    expect(within(configuration).getByRole('tab', { name: 'Carte SD' })).toBeInTheDocument();
    const card = within(configuration).getByTestId('auto-transfer-section');
    expect(card).toHaveAttribute('data-layout', 'card');
    expect(within(card).getAllByRole('switch')).toHaveLength(5);
  });

  it('shows each layout’s spinner while this machine’s settings load', async () => {
    windowWidth(1280);
    const user = userEvent.setup();
    render(
      <Providers>
        <ImportEmptyState
          onChooseFiles={vi.fn()}
          dslr={dslrAccess({ plan: 'pro', settings: null })}
          onLeave={vi.fn()}
        />
      </Providers>,
    );
    await user.click(screen.getByRole('button', { name: 'Configurer' }));
    const section = within(
      screen.getByRole('dialog', { name: 'Paramètres Import DSLR' }),
    ).getByTestId('auto-transfer-section');
    expect(section).toHaveAttribute('data-state', 'loading');
    expect(within(section).getByRole('status')).toHaveTextContent('Chargement des réglages...');
  });
});
