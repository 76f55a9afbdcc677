import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { findPage, renderApp, sessionWith } from '@/test/render-app';
import { MfaBanner } from './mfa-banner';
import { renderWithSession, sessionWithFactors } from './mfa-test-support';

const bannerText =
  "Action requise : Activez l'authentification à deux facteurs pour protéger vos données médicales sensibles.";

function banner() {
  return screen.queryByTestId('mfa-banner');
}

describe('MfaBanner', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('asks a user without a second factor to turn one on, in the words of the spec', () => {
    renderWithSession(<MfaBanner />, { session: sessionWithFactors([]) });
    expect(banner()).toHaveTextContent(bannerText);
    expect(within(banner()!).getByRole('button', { name: 'Activer' })).toBeVisible();
    expect(within(banner()!).getByRole('button', { name: 'Masquer ce message' })).toBeVisible();
  });

  it('is hidden while the session loads', () => {
    renderWithSession(<MfaBanner />, { session: 'pending' });
    expect(banner()).toBeNull();
  });

  it('is hidden when nobody is signed in', () => {
    renderWithSession(<MfaBanner />, { session: null });
    expect(banner()).toBeNull();
  });

  it.each([[['totp'] as const], [['phone'] as const], [['totp', 'phone'] as const]])(
    'is hidden when the user has enrolled %j',
    (factors) => {
      renderWithSession(<MfaBanner />, { session: sessionWithFactors([...factors]) });
      expect(banner()).toBeNull();
    },
  );

  it('still shows when the only factor is a security key, which the spec does not count', () => {
    renderWithSession(<MfaBanner />, { session: sessionWithFactors(['passkey']) });
    expect(banner()).not.toBeNull();
  });

  it('hides for the rest of the browser session once closed', async () => {
    const user = userEvent.setup();
    const first = renderWithSession(<MfaBanner />, { session: sessionWithFactors([]) });
    await user.click(screen.getByRole('button', { name: 'Masquer ce message' }));
    expect(banner()).toBeNull();
    first.unmount();

    // A reload within the same session (same sessionStorage) keeps it hidden…
    renderWithSession(<MfaBanner />, { session: sessionWithFactors([]) });
    expect(banner()).toBeNull();
    // …and nothing was stored for good.
    expect(Object.keys(localStorage).filter((key) => key.includes('mfa'))).toEqual([]);
  });

  it('comes back in a new session (sessionStorage starts empty)', async () => {
    const user = userEvent.setup();
    const first = renderWithSession(<MfaBanner />, { session: sessionWithFactors([]) });
    await user.click(screen.getByRole('button', { name: 'Masquer ce message' }));
    first.unmount();
    sessionStorage.clear();

    renderWithSession(<MfaBanner />, { session: sessionWithFactors([]) });
    expect(banner()).not.toBeNull();
  });

  it('still shows to another profile of this browser after one user closed it', async () => {
    const user = userEvent.setup();
    const first = renderWithSession(<MfaBanner />, {
      session: sessionWithFactors([], 'first-user'),
    });
    await user.click(screen.getByRole('button', { name: 'Masquer ce message' }));
    first.unmount();

    renderWithSession(<MfaBanner />, { session: sessionWithFactors([], 'second-user') });
    expect(banner()).not.toBeNull();
  });

  it('removes dismissal flags stored for good, so they cannot hide it in later sessions', () => {
    localStorage.setItem('photodossier-mfa-banner-dismissed', 'true');
    localStorage.setItem('photodossier-mfa-banner-dismissed:user-1', 'true');
    localStorage.setItem('photodossier-theme', 'dark');

    renderWithSession(<MfaBanner />, { session: sessionWithFactors([]) });

    expect(banner()).not.toBeNull();
    expect(localStorage.getItem('photodossier-mfa-banner-dismissed')).toBeNull();
    expect(localStorage.getItem('photodossier-mfa-banner-dismissed:user-1')).toBeNull();
    expect(localStorage.getItem('photodossier-theme')).toBe('dark');
  });

  it('opens the method dialog with Activer', async () => {
    const user = userEvent.setup();
    renderWithSession(<MfaBanner />, { session: sessionWithFactors([]) });
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    expect(
      await screen.findByRole('dialog', { name: 'Sécurisez votre compte' }),
    ).toBeInTheDocument();
  });

  it('speaks English in English', async () => {
    await i18n.changeLanguage('en');
    renderWithSession(<MfaBanner />, { session: sessionWithFactors([]) });
    expect(banner()).toHaveTextContent(
      'Action required: turn on two-factor authentication to protect your sensitive medical data.',
    );
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeVisible();
  });

  it('is shown above every page of the app layout, and not once a factor is enrolled', async () => {
    const first = renderApp('/patients/list');
    // The layout and the page load lazily, slowly on a cold start.
    expect(await findPage('page-patients-list')).toBeVisible();
    expect(screen.getByTestId('mfa-banner')).toBeVisible();
    first.unmount();

    renderApp('/patients/list', { session: sessionWith({ mfa: { factors: ['totp'] } }) });
    expect(await findPage('page-patients-list')).toBeVisible();
    expect(banner()).toBeNull();
  });
});
