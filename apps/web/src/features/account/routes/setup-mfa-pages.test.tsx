import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sessionWith } from '@/test/render-app';

// What each /setup-mfa page shows before anything is sent; the calls themselves are proven
// end to end against the real server (e2e/mfa.spec.ts).
describe('the /setup-mfa pages', () => {
  it.each(['/setup-mfa/totp', '/setup-mfa/sms', '/setup-mfa/webauthn'])(
    '%s sends a signed-out visitor to sign in first',
    async (path) => {
      const { router } = renderApp(path, { session: null });
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    },
  );

  it('starts the authenticator-app set-up with the password', async () => {
    renderApp('/setup-mfa/totp');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Application d'authentification" }),
    ).toBeVisible();
    expect(screen.getByText('Étape 1 sur 3')).toBeVisible();
    expect(screen.getByLabelText('Mot de passe du compte')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
  });

  it('says so when the authenticator app is already set up', async () => {
    renderApp('/setup-mfa/totp', { session: sessionWith({ mfa: { factors: ['totp'] } }) });
    expect(
      await screen.findByText(
        "L'application d'authentification est déjà configurée pour ce compte.",
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('Mot de passe du compte')).toBeNull();
  });

  it('asks for the phone number first', async () => {
    renderApp('/setup-mfa/sms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Code par SMS' })).toBeVisible();
    expect(screen.getByLabelText('Numéro de téléphone')).toHaveAttribute('type', 'tel');
  });

  it('goes straight to the password when the number was verified before', async () => {
    renderApp('/setup-mfa/sms', { session: sessionWith({ phoneNumber: '+33612345678' }) });
    expect(await screen.findByText('Numéro vérifié : +33 6 12 34 56 78')).toBeVisible();
    expect(screen.getByText('Étape 3 sur 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Activer les codes par SMS' })).toBeVisible();
  });

  it('says so when SMS codes are already on', async () => {
    renderApp('/setup-mfa/sms', {
      session: sessionWith({ mfa: { factors: ['phone'] }, phoneNumber: '+33612345678' }),
    });
    expect(
      await screen.findByText('Les codes par SMS sont déjà activés pour ce compte.'),
    ).toBeVisible();
  });
});
