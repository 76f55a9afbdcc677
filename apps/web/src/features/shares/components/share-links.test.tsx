import { errorMessages } from '@photodossier/domain/errors';
import type { ShareRecord } from '@photodossier/domain/share';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { expectToastShown } from '@/test/toasts';
import { i18n } from '@/lib/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { ShareLinks } from './share-links';

function shareRecord(overrides: Partial<ShareRecord>): ShareRecord {
  return {
    id: 'share-1',
    kind: 'photos',
    label: '',
    photo_count: 2,
    patient_id: null,
    expires_at: '2030-01-01T00:00:00.000Z',
    revoked_at: null,
    has_password: false,
    allow_download: false,
    show_patient_name: false,
    view_count: 0,
    last_viewed_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    status: 'active',
    ...overrides,
  };
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The list answers `items`; a revocation answers what `revoke` gives. */
function serve(items: ShareRecord[], revoke: () => Promise<Response>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input).endsWith('/revoke') && init?.method === 'POST') return revoke();
    return json({ items });
  });
}

function renderLinks() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider>
        <ShareLinks patientId={null} />
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

describe('share links', () => {
  it('names a link by the label the server stored, a photo link without one by its count', async () => {
    serve(
      [
        shareRecord({ id: 'a', kind: 'photos', label: 'Profil gauche J0' }),
        shareRecord({ id: 'b', kind: 'photos', label: '', photo_count: 3 }),
        shareRecord({ id: 'd', kind: 'photos', label: '', photo_count: 1 }),
        shareRecord({ id: 'c', kind: 'comparison', label: 'Visage J0 / M3', photo_count: null }),
      ],
      () => Promise.resolve(json({})),
    );
    renderLinks();
    const rows = await screen.findAllByTestId('share-row');
    expect(rows.map((row) => row.querySelector('.truncate')?.textContent)).toEqual([
      'Profil gauche J0',
      '3 photos partagées',
      '1 photo partagée',
      'Visage J0 / M3',
    ]);
  });

  it.each([
    ['fr', 'a server error', () => Promise.resolve(json({ code: 'request.internal' }, 500))],
    ['en', 'a server error', () => Promise.resolve(json({ code: 'request.internal' }, 500))],
    ['fr', 'no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ] as const)(
    'in %s, a revocation that fails on %s says so and keeps the link',
    async (language, failure, revoke) => {
      await i18n.changeLanguage(language);
      serve([shareRecord({ label: 'Profil gauche J0' })], revoke);
      const user = userEvent.setup();
      renderLinks();
      const row = await screen.findByTestId('share-row');
      await user.click(within(row).getByTestId('share-revoke'));
      const confirm = await screen.findByRole('alertdialog');
      await user.click(within(confirm).getByRole('button', { name: i18n.t('shares.list.revoke') }));

      const message =
        failure === 'no network'
          ? errorMessages['generic.network_error'][language]
          : errorMessages['request.internal'][language];
      await expectToastShown(message);
      expect(screen.queryByRole('alertdialog')).toBeNull();
      const kept = screen.getByTestId('share-row');
      expect(kept).toHaveTextContent('Profil gauche J0');
      expect(kept).toHaveTextContent(i18n.t('shares.list.status.active'));
      expect(within(kept).getByTestId('share-revoke')).toBeVisible();
    },
  );
});
