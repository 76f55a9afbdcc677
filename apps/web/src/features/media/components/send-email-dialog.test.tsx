import { defaultUserSettings } from '@photodossier/domain/user-settings';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { settingsKeys, type LoadedSettings } from '@/lib/settings/get-settings';
import { SendEmailDialog } from './send-email-dialog';

function renderDialog(count: number, queryClient: QueryClient = createQueryClient()) {
  const photoIds = Array.from({ length: count }, (_, index) => `photo-${index}`);
  render(
    <QueryClientProvider client={queryClient}>
      <SendEmailDialog open onOpenChange={() => {}} photoIds={photoIds} />
    </QueryClientProvider>,
  );
  return screen.getByTestId('send-email-dialog');
}

/** The shell's read of the signed-in user's settings, landing in the cache. */
const settingsArrive = (queryClient: QueryClient) =>
  act(() => {
    queryClient.setQueryData<LoadedSettings>(settingsKeys.user('user-1'), {
      source: 'server',
      settings: {
        ...defaultUserSettings,
        emailTransfer: {
          ...defaultUserSettings.emailTransfer,
          recipientEmail: 'secretariat@cabinet.test',
        },
      },
    });
  });

describe('send by e-mail dialog', () => {
  it('says at once that a message holds at most 100 photos, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetch = vi.spyOn(globalThis, 'fetch');
    const dialog = renderDialog(101);
    await user.type(within(dialog).getByLabelText('Destinataire'), 'secretariat@cabinet.test');

    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Un e-mail contient au plus 100 photos : réduisez la sélection.',
    );
    const send = within(dialog).getByRole('button', { name: 'Envoyer' });
    expect(send).toBeDisabled();
    await user.click(send);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets 100 photos go', () => {
    const dialog = renderDialog(100);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });

  it('fills the recipient of settings that arrive after it opened', () => {
    const late = createQueryClient();
    const dialog = renderDialog(1, late);
    expect(within(dialog).getByLabelText('Destinataire')).toHaveValue('');
    settingsArrive(late);
    expect(within(dialog).getByLabelText('Destinataire')).toHaveValue('secretariat@cabinet.test');
  });

  it('keeps a recipient typed before the settings arrived', async () => {
    const user = userEvent.setup();
    const late = createQueryClient();
    const dialog = renderDialog(1, late);
    await user.type(within(dialog).getByLabelText('Destinataire'), 'docteur@cabinet.test');
    settingsArrive(late);
    expect(within(dialog).getByLabelText('Destinataire')).toHaveValue('docteur@cabinet.test');
  });
});
