import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { SendEmailDialog } from './send-email-dialog';

function renderDialog(count: number) {
  const photoIds = Array.from({ length: count }, (_, index) => `photo-${index}`);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SendEmailDialog open onOpenChange={() => {}} photoIds={photoIds} />
    </QueryClientProvider>,
  );
  return screen.getByTestId('send-email-dialog');
}

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
});
