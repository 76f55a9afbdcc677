import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** What everyone but an administrator sees on /admin (the server answers 403 as well). */
export function AdminAccessDenied() {
  const { t } = useTranslation();
  const title = t('pages.admin.title');
  return (
    <section data-testid="page-admin" className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeading icon={ShieldCheck} title={title} />
      <Card data-testid="admin-access-denied">
        <CardContent className="flex flex-col items-start gap-4 pt-5 sm:flex-row sm:pt-6">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
            <ShieldAlert aria-hidden className="size-6" />
          </span>
          <div className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold">{t('admin.accessDeniedTitle')}</h2>
            <p className="text-sm text-muted-foreground">{t('admin.accessDeniedText')}</p>
            <Button asChild className="mt-2 self-start">
              <Link to={paths.home}>{t('app.backHome')}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
