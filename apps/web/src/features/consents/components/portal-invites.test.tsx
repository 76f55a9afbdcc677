import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { addConsentTexts } from '../i18n/add-consent-texts';
import { PortalInvites } from './portal-invites';
import { problemResponse } from '@/test/problem-response';

vi.mock('@/lib/notify', () => ({ notify: vi.fn() }));

afterEach(() => {
  vi.mocked(notify).mockReset();
});

describe('portal invites', () => {
  it('says so when an invitation could not be revoked', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(problemResponse());
    addConsentTexts();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PortalInvites
          patientId="patient-1"
          defaultEmail="lea@example.test"
          invites={[
            {
              id: 'invite-1',
              email: 'lea@example.test',
              expires_at: '2026-12-29T10:00:00.000Z',
              revoked_at: null,
              last_opened_at: null,
              created_at: '2026-11-29T10:00:00.000Z',
              status: 'active',
            },
          ]}
        />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Révoquer' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.any(String), { variant: 'error' }),
    );
  });

  it('lets the validity be emptied and typed again', () => {
    addConsentTexts();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PortalInvites patientId="patient-1" defaultEmail="" invites={[]} />
      </QueryClientProvider>,
    );
    const days = screen.getByLabelText('Validité (jours)');
    fireEvent.change(days, { target: { value: '' } });
    expect(days).toHaveValue(null);
    fireEvent.change(days, { target: { value: '7' } });
    expect(days).toHaveValue(7);
  });
});
