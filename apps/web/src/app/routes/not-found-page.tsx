import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Any path outside the route table, and the public pages when they are switched off. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section
      data-testid="page-not-found"
      className="mx-auto flex max-w-lg flex-col items-center gap-5 py-10 text-center sm:py-16"
    >
      <PageTitle title={t('notFound.title')} />
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <SearchX aria-hidden className="size-8" />
      </span>
      <p aria-hidden className="text-sm font-semibold tracking-widest text-primary">
        404
      </p>
      <h1 className="text-3xl font-semibold tracking-tight">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.text')}</p>
      <Button asChild size="lg">
        <Link to={paths.home}>
          <ArrowLeft aria-hidden />
          {t('app.backHome')}
        </Link>
      </Button>
    </section>
  );
}
