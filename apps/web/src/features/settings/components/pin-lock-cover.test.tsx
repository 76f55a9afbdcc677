import { PIN_LOCAL_KEYS } from '@photodossier/domain/pin-limits';
import { defaultUserSettings } from '@photodossier/domain/user-settings';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { settingsQueryKey } from '@/lib/settings/get-settings';

// The lock screen's code loads when the app locks (decision 0071): until it arrives, a cover
// must already hide the app. Here its code never arrives.
vi.mock('../pin-lock/pin-lock-screen', () => new Promise(() => {}));

it('covers the app at once when locked, before the lock screen has loaded', async () => {
  const { PinLockGate } = await import('./pin-lock-gate');
  localStorage.setItem(PIN_LOCAL_KEYS.isLocked, 'true');
  const queryClient = createQueryClient();
  queryClient.setQueryData(settingsQueryKey('user-1'), {
    settings: { ...defaultUserSettings, pinLockHash: 'a'.repeat(64) },
    source: 'server',
  });
  render(
    <QueryClientProvider client={queryClient}>
      <main>
        <p>Dossier de Jeanne Martin</p>
      </main>
      <PinLockGate userId="user-1" onSignOut={vi.fn()} />
    </QueryClientProvider>,
  );
  const status = screen.getByText('PhotoDossier est verrouillé').closest('[role="status"]');
  expect(status?.parentElement).toHaveClass('fixed', 'inset-0', 'z-50', 'bg-background');
  expect(screen.queryByTestId('pin-lock-screen')).toBeNull();
});
