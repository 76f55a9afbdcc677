import type { DateFormat } from '@photodossier/domain/app-preferences';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/components/ui/dialog';
import { DateFormatProvider } from '@/lib/date-display';
import { i18n } from '@/lib/i18n/i18n';
import type { ProfileChoice } from '../recent-profiles';
import { ProfileSwitcherDialog } from './profile-switcher-dialog';

const now = new Date(2026, 10, 22, 10, 0).getTime();
const day = 24 * 60 * 60 * 1000;

const choices: ProfileChoice[] = [
  {
    uid: 'durand',
    email: 'claire.durand@cabinet.fr',
    displayName: 'Claire Durand',
    photoURL: null,
    lastActiveAt: now - day,
    sessionToken: 'tok-durand',
  },
  {
    uid: 'petit',
    email: 'marc.petit@cabinet.fr',
    displayName: null,
    photoURL: null,
    lastActiveAt: now - 3 * day,
    sessionToken: null,
  },
];

function renderDialog(
  overrides: Partial<Parameters<typeof ProfileSwitcherDialog>[0]> = {},
  dateFormat: DateFormat = 'DD/MM/YYYY',
) {
  const handlers = {
    onChoose: vi.fn(),
    onForget: vi.fn(),
    onAddProfile: vi.fn(),
    onLockWithPin: vi.fn(),
    onSignOut: vi.fn(),
  };
  render(
    <I18nextProvider i18n={i18n}>
      <DateFormatProvider dateFormat={dateFormat}>
        <Dialog open>
          <ProfileSwitcherDialog
            current={{ id: 'martin', name: 'Sophie Martin', email: 'sophie.martin@cabinet.fr' }}
            choices={choices}
            loadingChoices={false}
            pending={null}
            canLockWithPin={false}
            now={now}
            {...handlers}
            {...overrides}
          />
        </Dialog>
      </DateFormatProvider>
    </I18nextProvider>,
  );
  return handlers;
}

describe('profile selector dialog', () => {
  it('shows the current profile with its initials and the recent ones with their dates', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Profils' });
    const current = within(dialog).getByTestId('current-profile');
    expect(current).toHaveTextContent('SM');
    expect(current).toHaveTextContent('Sophie Martin');

    const recent = within(dialog).getByRole('region', { name: 'Profils récents' });
    const [durand, petit] = within(recent).getAllByRole('listitem');
    expect(durand).toHaveTextContent('CD');
    expect(durand).toHaveTextContent('Connecté');
    expect(durand).toHaveTextContent(/Dernière activité\s:\sHier/);
    // No name: the e-mail stands in and gives the initial.
    expect(petit).toHaveTextContent('M');
    expect(petit).toHaveTextContent('marc.petit@cabinet.fr');
    expect(petit).toHaveTextContent('Reconnexion requise');
    expect(petit).toHaveTextContent('Il y a 3 jours');
  });

  it("dates an older profile in the reader's date format, and words the recent ones in English", async () => {
    const older = {
      ...choices[1]!,
      uid: 'older',
      lastActiveAt: new Date(2026, 10, 3, 9).getTime(),
    };
    await i18n.changeLanguage('en');
    try {
      renderDialog({ choices: [choices[0]!, older] }, 'YYYY-MM-DD');
      const recent = screen.getByRole('region', { name: 'Recent profiles' });
      const [durand, petit] = within(recent).getAllByRole('listitem');
      expect(durand).toHaveTextContent('Last active: Yesterday');
      expect(petit).toHaveTextContent('Last active: 2026-11-03');
    } finally {
      await i18n.changeLanguage('fr');
    }
  });

  it('offers the PIN lock only when a PIN is configured', () => {
    renderDialog();
    expect(screen.queryByRole('button', { name: 'Verrouiller avec le PIN' })).toBeNull();
    screen.getByRole('button', { name: 'Se déconnecter' });
    screen.getByRole('button', { name: 'Ajouter un profil' });
  });

  it('calls the actions the user picks, from the keyboard too', async () => {
    const user = userEvent.setup();
    const handlers = renderDialog({ canLockWithPin: true });

    await user.click(screen.getByRole('button', { name: /Claire Durand/ }));
    expect(handlers.onChoose).toHaveBeenCalledWith(choices[0]);

    screen.getByRole('button', { name: 'Verrouiller avec le PIN' }).focus();
    await user.keyboard('{Enter}');
    expect(handlers.onLockWithPin).toHaveBeenCalledOnce();

    await user.click(
      screen.getByRole('button', { name: 'Retirer marc.petit@cabinet.fr de cette liste' }),
    );
    expect(handlers.onForget).toHaveBeenCalledWith(choices[1]);
    // Only a profile that is not signed in can be removed from the list.
    expect(screen.queryByRole('button', { name: /Retirer Claire Durand/ })).toBeNull();
  });

  it('locks every action while a sign-out is under way and says so', () => {
    renderDialog({ pending: { kind: 'signOut' } });
    expect(screen.getByRole('button', { name: /Déconnexion\.\.\./ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ajouter un profil' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Claire Durand/ })).toBeDisabled();
  });
});
