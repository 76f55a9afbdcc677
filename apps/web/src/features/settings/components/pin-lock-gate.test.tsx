import { PIN_LOCAL_KEYS } from '@photodossier/domain/pin-limits';
import { hashPin } from '@photodossier/domain/pin';
import { defaultUserSettings, type UserSettings } from '@photodossier/domain/user-settings';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { settingsQueryKey, type SettingsSource } from '@/lib/settings/get-settings';
import { PinLockGate } from './pin-lock-gate';

const userId = 'user-1';
const minute = 60_000;
let pinHash: string;

beforeEach(async () => {
  pinHash = await hashPin('2468');
});

function renderGate({
  settings = {},
  source = 'server',
  onSignOut = vi.fn(),
}: {
  settings?: Partial<UserSettings>;
  source?: SettingsSource;
  onSignOut?: () => void;
} = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(settingsQueryKey(userId), {
    settings: { ...defaultUserSettings, pinLockHash: pinHash, pinLockDuration: 5, ...settings },
    source,
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <main>
        <p>Dossier de Jeanne Martin</p>
      </main>
      <PinLockGate userId={userId} onSignOut={onSignOut} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, onSignOut };
}

function lockScreen() {
  return screen.queryByTestId('pin-lock-screen');
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function setup() {
  // Real time still flows underneath, so Testing Library's waitFor keeps polling.
  vi.useFakeTimers({
    toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    shouldAdvanceTime: true,
  });
  vi.setSystemTime(new Date('2026-03-02T09:00:00Z'));
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

async function typePin(user: ReturnType<typeof userEvent.setup>, pin: string) {
  const input = await screen.findByLabelText('Code PIN');
  await user.clear(input);
  await user.type(input, pin);
  await user.click(screen.getByRole('button', { name: 'Déverrouiller' }));
}

describe('PIN lock', () => {
  it('locks once inactivity exceeds the duration, checked every 10 s', async () => {
    setup();
    renderGate({ settings: { pinLockDuration: 5 } });
    expect(localStorage.getItem(PIN_LOCAL_KEYS.lastActivity)).toBe(String(Date.now()));

    await advance(5 * minute);
    expect(lockScreen()).toBeNull();
    await advance(10_000);
    expect(await screen.findByTestId('pin-lock-screen')).toBeInTheDocument();
    expect(localStorage.getItem(PIN_LOCAL_KEYS.isLocked)).toBe('true');
    expect(screen.getByRole('dialog', { name: 'PhotoDossier est verrouillé' })).toBeVisible();
  });

  it('counts pointer, key and touch activity, so an active user is never locked', async () => {
    setup();
    renderGate({ settings: { pinLockDuration: 1 } });
    for (let step = 0; step < 6; step += 1) {
      await advance(40_000);
      window.dispatchEvent(new Event(step % 2 ? 'keydown' : 'pointerdown'));
    }
    expect(lockScreen()).toBeNull();
    await advance(70_000);
    expect(await screen.findByTestId('pin-lock-screen')).toBeInTheDocument();
  });

  it('checks on load: a tab reopened after the duration starts locked', async () => {
    setup();
    localStorage.setItem(PIN_LOCAL_KEYS.lastActivity, String(Date.now() - 6 * minute));
    renderGate({ settings: { pinLockDuration: 5 } });
    expect(await screen.findByTestId('pin-lock-screen')).toBeInTheDocument();
  });

  it('checks when the tab becomes visible again, not while hidden', async () => {
    setup();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    renderGate({ settings: { pinLockDuration: 1 } });
    await advance(2 * minute);
    expect(lockScreen()).toBeNull();
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(lockScreen()).toBeInTheDocument();
  });

  it('falls back to one minute when the settings came from the local copy', async () => {
    setup();
    renderGate({ settings: { pinLockDuration: 60 }, source: 'local' });
    await advance(70_000);
    expect(lockScreen()).toBeInTheDocument();
  });

  it('never locks a user without a PIN', async () => {
    setup();
    renderGate({ settings: { pinLockHash: null, pinLockDuration: 1 } });
    await advance(10 * minute);
    expect(lockScreen()).toBeNull();
    expect(localStorage.getItem(PIN_LOCAL_KEYS.isLocked)).toBeNull();
  });

  it('asks for exactly 4 digits without counting an attempt', async () => {
    const user = setup();
    localStorage.setItem(PIN_LOCAL_KEYS.isLocked, 'true');
    renderGate();
    await typePin(user, '12a');
    expect(await screen.findByText('Le PIN doit contenir exactement 4 chiffres')).toBeVisible();
    expect(localStorage.getItem(PIN_LOCAL_KEYS.failedAttempts)).toBeNull();
  });

  it('unlocks on the correct PIN, resetting the attempts and the timer', async () => {
    const user = setup();
    localStorage.setItem(PIN_LOCAL_KEYS.isLocked, 'true');
    localStorage.setItem(PIN_LOCAL_KEYS.failedAttempts, '2');
    localStorage.setItem(PIN_LOCAL_KEYS.lastActivity, String(Date.now() - 60 * minute));
    renderGate({ settings: { pinLockDuration: 5 } });
    expect(screen.getByText('Il reste 1 tentative.')).toBeVisible();

    const typedAt = Date.now();
    await typePin(user, '2468');
    await waitFor(() => expect(lockScreen()).toBeNull());
    expect(localStorage.getItem(PIN_LOCAL_KEYS.isLocked)).toBeNull();
    expect(localStorage.getItem(PIN_LOCAL_KEYS.failedAttempts)).toBeNull();
    expect(Number(localStorage.getItem(PIN_LOCAL_KEYS.lastActivity))).toBeGreaterThanOrEqual(
      typedAt,
    );
    expect(localStorage.getItem(PIN_LOCAL_KEYS.firstLockShown)).toBe('true');

    await advance(4 * minute);
    expect(lockScreen()).toBeNull();
  });

  it('explains the first lock once', async () => {
    const user = setup();
    localStorage.setItem(PIN_LOCAL_KEYS.isLocked, 'true');
    const { unmount } = renderGate({ settings: { pinLockDuration: 5 } });
    expect(screen.getByText(/se verrouille après 5 minutes sans activité/)).toBeVisible();
    await typePin(user, '2468');
    await waitFor(() => expect(lockScreen()).toBeNull());
    unmount();

    localStorage.setItem(PIN_LOCAL_KEYS.isLocked, 'true');
    renderGate({ settings: { pinLockDuration: 5 } });
    expect(screen.queryByText(/se verrouille après/)).toBeNull();
  });

  it('blocks the PIN after 3 wrong attempts; signing out is the way out meanwhile', async () => {
    const user = setup();
    localStorage.setItem(PIN_LOCAL_KEYS.isLocked, 'true');
    const onSignOut = vi.fn();
    renderGate({ onSignOut });

    await typePin(user, '1111');
    expect(await screen.findByText('PIN incorrect')).toBeVisible();
    expect(screen.getByText('Il reste 2 tentatives.')).toBeVisible();
    expect(localStorage.getItem(PIN_LOCAL_KEYS.failedAttempts)).toBe('1');
    await typePin(user, '2222');
    expect(await screen.findByText('Il reste 1 tentative.')).toBeVisible();
    await typePin(user, '3333');

    expect(await screen.findByRole('dialog', { name: 'Trop de tentatives' })).toBeVisible();
    expect(localStorage.getItem(PIN_LOCAL_KEYS.failedAttempts)).toBe('3');
    expect(screen.queryByLabelText('Code PIN')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Déverrouiller' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(localStorage.getItem(PIN_LOCAL_KEYS.isLocked)).toBeNull();
    expect(localStorage.getItem(PIN_LOCAL_KEYS.failedAttempts)).toBeNull();
  });

  it('pauses the PIN for a minute after 3 wrong attempts; then the right PIN unlocks', async () => {
    const user = setup();
    localStorage.setItem(PIN_LOCAL_KEYS.isLocked, 'true');
    renderGate({});
    for (const pin of ['1111', '2222', '3333']) await typePin(user, pin);
    expect(await screen.findByRole('dialog', { name: 'Trop de tentatives' })).toBeVisible();
    expect(screen.getByText(/Réessayez dans 1 minute/)).toBeVisible();

    await advance(50_000);
    expect(screen.queryByLabelText('Code PIN')).toBeNull();
    await advance(11_000);
    expect(await screen.findByLabelText('Code PIN')).toBeVisible();
    expect(localStorage.getItem(PIN_LOCAL_KEYS.failedAttempts)).toBeNull();

    await typePin(user, '2468');
    await waitFor(() => expect(lockScreen()).toBeNull());
    expect(localStorage.getItem(PIN_LOCAL_KEYS.exhaustedAt)).toBeNull();
  });

  it('keeps the lock and the attempts across a reload', async () => {
    const user = setup();
    localStorage.setItem(PIN_LOCAL_KEYS.isLocked, 'true');
    const { unmount } = renderGate();
    await typePin(user, '1111');
    await screen.findByText('PIN incorrect');
    unmount();
    renderGate();
    expect(lockScreen()).toBeInTheDocument();
    expect(screen.getByText('Il reste 2 tentatives.')).toBeVisible();
  });

  it('leaves the lock in place when signing out fails', async () => {
    const user = setup();
    localStorage.setItem(PIN_LOCAL_KEYS.isLocked, 'true');
    const onSignOut = vi.fn().mockRejectedValue(new Error('offline'));
    renderGate({ onSignOut });
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(lockScreen()).toBeInTheDocument();
    expect(localStorage.getItem(PIN_LOCAL_KEYS.isLocked)).toBe('true');
  });

  it('drops a lock whose PIN was reset elsewhere', () => {
    setup();
    localStorage.setItem(PIN_LOCAL_KEYS.isLocked, 'true');
    localStorage.setItem(PIN_LOCAL_KEYS.failedAttempts, '2');
    renderGate({ settings: { pinLockHash: null } });
    expect(lockScreen()).toBeNull();
    expect(localStorage.getItem(PIN_LOCAL_KEYS.isLocked)).toBeNull();
    expect(localStorage.getItem(PIN_LOCAL_KEYS.failedAttempts)).toBeNull();
  });

  it('follows a lock made in another tab', () => {
    setup();
    renderGate();
    expect(lockScreen()).toBeNull();
    act(() => {
      localStorage.setItem(PIN_LOCAL_KEYS.isLocked, 'true');
      window.dispatchEvent(new StorageEvent('storage', { key: PIN_LOCAL_KEYS.isLocked }));
    });
    expect(lockScreen()).toBeInTheDocument();
  });
});
