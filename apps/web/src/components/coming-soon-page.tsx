import { Sparkles, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import type { fr } from '@/lib/i18n/fr';
import { PageHeading } from './page-heading';

export type PageId = keyof typeof fr.pages;

/** 'patientsList' -> 'patients-list': the suffix of the page's stable data-testid. */
export function pageTestId(page: PageId): string {
  return `page-${page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

type ComingSoonPageProps = {
  page: PageId;
  icon: LucideIcon;
  /** Context shown under the title, e.g. "Mode rapide" on the quick camera. */
  children?: ReactNode;
};

/**
 * A route whose feature is not built yet: its own title and test id inside the real layout,
 * and a plain statement that the area arrives in a coming version.
 */
export function ComingSoonPage({ page, icon: Icon, children }: ComingSoonPageProps) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);

  return (
    <section
      data-testid={pageTestId(page)}
      className="mx-auto flex w-full max-w-4xl flex-col gap-6"
    >
      <PageHeading icon={Icon} title={title}>
        {children}
      </PageHeading>
      <Card className="border-dashed bg-card/70 backdrop-blur">
        <CardContent className="flex flex-col items-start gap-3 pt-5 sm:flex-row sm:items-center sm:pt-6">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">
            <Sparkles aria-hidden className="size-3.5" />
            {t('app.comingSoonBadge')}
          </span>
          <p className="text-sm text-muted-foreground sm:text-base">{t('app.comingSoon')}</p>
        </CardContent>
      </Card>
    </section>
  );
}
