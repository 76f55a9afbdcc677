import { RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * Shown when a route throws, including a page chunk that no longer exists after a deploy:
 * reloading fetches the new build.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <main
      id="main"
      data-testid="page-route-error"
      className="app-gradient flex min-h-dvh flex-col items-center justify-center gap-5 p-6 text-center"
    >
      <PageTitle title={t('routeError.title')} />
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
        <TriangleAlert aria-hidden className="size-8" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{t('routeError.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('routeError.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden />
          {t('routeError.reload')}
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>{t('app.backHome')}</Link>
        </Button>
      </div>
    </main>
  );
}
