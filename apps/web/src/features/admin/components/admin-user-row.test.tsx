import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import type { AdminUser } from '../types';
import { AdminUserRow } from './admin-user-row';

const user: AdminUser = {
  id: 'user-1',
  email: 'sophie@example.test',
  name: 'Sophie Martin',
  role: 'user',
  planId: 'decouverte',
  storageUsedBytes: 1_955_274,
  betaFeatures: { dictaphone: false, operationReports: false },
  createdAt: '2026-01-05T10:00:00.000Z',
};

function renderRow() {
  render(
    <AdminUserRow
      user={user}
      onBetaChange={() => {}}
      onGrantAdmin={() => {}}
      onPlanChange={() => {}}
      saving={false}
    />,
  );
  return screen.getByText(i18n.t('admin.users.storage')).nextElementSibling;
}

describe('AdminUserRow storage (issue 27)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('shows the stored bytes in the French units used everywhere else', async () => {
    await i18n.changeLanguage('fr');
    expect(renderRow()).toHaveTextContent(/^1,9 Mo$/);
  });

  it('and in international units for English readers', async () => {
    await i18n.changeLanguage('en');
    expect(renderRow()).toHaveTextContent(/^1\.9 MB$/);
  });
});
