import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { isApiError } from '@/lib/api-client';
import { useAdminUsers } from '../api/get-admin-users';
import { AdminAccessDenied } from '../components/admin-access-denied';
import { AdminUsersList } from '../components/admin-users-list';
import { OutboxPanel } from '../components/outbox-panel';

/**
 * /admin for administrators: the accounts of the installation and the outbox. The route's
 * gate already turned away everyone else; a 403 here means the role was withdrawn meanwhile.
 */
export function AdminPage() {
  const { t } = useTranslation();
  const users = useAdminUsers();
  if (isApiError(users.error) && users.error.status === 403) return <AdminAccessDenied />;

  const title = t('pages.admin.title');
  return (
    <section data-testid="page-admin" className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeading icon={ShieldCheck} title={title}>
        {t('admin.intro')}
      </PageHeading>
      <AdminUsersList />
      <OutboxPanel />
    </section>
  );
}
