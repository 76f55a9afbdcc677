import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { DialogFactor } from '../lib/mfa-factors';
import { MfaMethodDialog } from './mfa-method-dialog';
import { renderWithSession, sessionWithFactors } from './mfa-test-support';

function OpenDialog({ enrolled }: { enrolled: DialogFactor[] }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="dialog-state">{open ? 'open' : 'closed'}</p>
      <MfaMethodDialog open={open} onOpenChange={setOpen} enrolled={enrolled} />
    </>
  );
}

function renderDialog(enrolled: DialogFactor[], path = '/patients/gallery') {
  return renderWithSession(<OpenDialog enrolled={enrolled} />, {
    session: sessionWithFactors(enrolled),
    path,
  });
}

describe('MfaMethodDialog', () => {
  it('offers both methods to secure an account that has none, with "Configurer plus tard"', async () => {
    const user = userEvent.setup();
    renderDialog([]);
    const dialog = screen.getByRole('dialog', { name: 'Sécurisez votre compte' });
    expect(
      within(dialog).getByRole('button', {
        name: /Application d'authentification.*Code à 6 chiffres/,
      }),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /SMS.*Code par message/ })).toBeVisible();
    expect(within(dialog).queryByText('Déjà configuré')).toBeNull();
    expect(within(dialog).queryByText('Toutes les méthodes sont configurées')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Configurer plus tard' }));
    expect(screen.getByTestId('dialog-state')).toHaveTextContent('closed');
  });

  it('never offers the security key, which has its own route', () => {
    renderDialog([]);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByText(/clé de sécurité/i)).toBeNull();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
  });

  it('becomes "Gérer la 2FA" with Fermer once a method is enrolled, marking it "Déjà configuré"', async () => {
    const user = userEvent.setup();
    renderDialog(['totp']);
    const dialog = screen.getByRole('dialog', { name: 'Gérer la 2FA' });
    const [totpItem, smsItem] = within(dialog).getAllByRole('listitem');
    expect(totpItem).toHaveTextContent("Application d'authentification");
    expect(within(totpItem!).getByText('Déjà configuré')).toBeVisible();
    expect(within(totpItem!).queryByRole('button')).toBeNull();
    expect(within(smsItem!).queryByText('Déjà configuré')).toBeNull();
    expect(within(smsItem!).getByRole('button', { name: /SMS/ })).toBeVisible();
    expect(within(dialog).queryByText('Toutes les méthodes sont configurées')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Configurer plus tard' })).toBeNull();

    const closeButtons = within(dialog).getAllByRole('button', { name: 'Fermer' });
    await user.click(closeButtons.find((button) => button.textContent === 'Fermer')!);
    expect(screen.getByTestId('dialog-state')).toHaveTextContent('closed');
  });

  it('marks SMS alone as configured when only the phone is enrolled', () => {
    renderDialog(['phone']);
    const dialog = screen.getByRole('dialog', { name: 'Gérer la 2FA' });
    const [totpItem, smsItem] = within(dialog).getAllByRole('listitem');
    expect(within(totpItem!).getByRole('button')).toBeVisible();
    expect(within(smsItem!).getByText('Déjà configuré')).toBeVisible();
  });

  it('says "Toutes les méthodes sont configurées" when both are enrolled', () => {
    renderDialog(['totp', 'phone']);
    const dialog = screen.getByRole('dialog', { name: 'Gérer la 2FA' });
    expect(within(dialog).getByText('Toutes les méthodes sont configurées')).toBeVisible();
    expect(within(dialog).getAllByText('Déjà configuré')).toHaveLength(2);
  });

  it.each([
    [/Application d'authentification/, '/setup-mfa/totp'],
    [/SMS/, '/setup-mfa/sms'],
  ])('choosing %s goes to %s and remembers the page to come back to', async (name, target) => {
    const user = userEvent.setup();
    renderDialog([], '/patients/gallery');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name }));
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent(target);
    expect(JSON.parse(location.dataset.state!)).toEqual({ from: '/patients/gallery' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
