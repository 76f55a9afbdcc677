import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findPage, renderApp, sessionWith } from '@/test/render-app';
import { sidebarCollapsedStorageKey } from '../hooks/use-sidebar-collapsed';

async function renderSidebar(options: Parameters<typeof renderApp>[1] = {}) {
  const result = renderApp('/', options);
  await findPage('page-home');
  const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
  return { ...result, nav };
}

describe('sidebar', () => {
  it('shows the entries of spec 02 §2.2 in order, betas hidden by default', async () => {
    const { nav } = await renderSidebar();
    const names = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual([
      'Accueil',
      'Dossiers',
      'Galerie',
      'Drive',
      'Import',
      'Injection',
      'Comparaison',
      'Corbeille',
      'Paramètres',
    ]);
    expect(within(nav).getByRole('link', { name: 'Dossiers' })).toHaveAttribute(
      'href',
      '/patients/list',
    );
    expect(within(nav).getByRole('link', { name: 'Galerie' })).toHaveAttribute(
      'href',
      '/patients/photos',
    );
    expect(within(nav).getByRole('link', { name: 'Injection' })).toHaveAttribute(
      'href',
      '/injection-mapping',
    );
  });

  it('shows Dictée and CROP when the session turns their betas on', async () => {
    const { nav } = await renderSidebar({
      session: sessionWith({ betaFeatures: { dictaphone: true, operationReports: true } }),
    });
    expect(within(nav).getByRole('link', { name: 'Dictée' })).toHaveAttribute(
      'href',
      '/medical-dictation',
    );
    expect(within(nav).getByRole('link', { name: 'CROP' })).toHaveAttribute(
      'href',
      '/operation-reports',
    );
  });

  it('shows only the beta that is on', async () => {
    const { nav } = await renderSidebar({
      session: sessionWith({ betaFeatures: { dictaphone: false, operationReports: true } }),
    });
    expect(within(nav).queryByRole('link', { name: 'Dictée' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'CROP' })).toBeInTheDocument();
  });

  it('collapses with Réduire, keeps the choice in localStorage, and expands again', async () => {
    const user = userEvent.setup();
    const { unmount, nav } = await renderSidebar();
    const sidebar = screen.getByTestId('sidebar');
    expect(sidebar).toHaveAttribute('data-collapsed', 'false');

    await user.click(screen.getByRole('button', { name: 'Réduire' }));
    expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    expect(localStorage.getItem(sidebarCollapsedStorageKey)).toBe('true');
    // Icons only, yet every entry keeps its accessible name.
    expect(within(nav).getByRole('link', { name: 'Dossiers' })).toBeInTheDocument();
    expect(within(nav).getByText('Dossiers')).toHaveClass('sr-only');

    unmount();
    await renderSidebar();
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
    const expand = screen.getByRole('button', { name: 'Développer' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');

    await user.click(expand);
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
    expect(localStorage.getItem(sidebarCollapsedStorageKey)).toBe('false');
  });

  it('opens the import dialog from Import and closes it with Fermer or Escape', async () => {
    const user = userEvent.setup();
    const { nav } = await renderSidebar();
    const importButton = within(nav).getByRole('button', { name: 'Import' });

    await user.click(importButton);
    // The dialog's code loads when it is first asked for (decision 0071): a loaded machine takes
    // more than the default second to transform it here.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Importer des photos' },
      { timeout: 15_000 },
    );
    expect(dialog).toHaveAccessibleDescription(/Déposez les photos de la séance/);

    const closeButtons = within(dialog).getAllByRole('button', { name: 'Fermer' });
    await user.click(closeButtons[closeButtons.length - 1]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(importButton).toHaveFocus());

    await user.click(importButton);
    await screen.findByRole('dialog', { name: 'Importer des photos' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('holds the storage meter, at zero of 5 GB until the figures arrive', async () => {
    await renderSidebar();
    const meter = screen.getByTestId('storage-meter');
    expect(meter).toHaveAttribute('data-tier', 'green');
    expect(meter).toHaveTextContent('0 o / 5 Go');
  });
});
