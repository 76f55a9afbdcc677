import { Download, Smartphone, TabletSmartphone, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { isRunningInstalled, useInstallPrompt } from '../install-prompt';

type Guide = { titleKey: string; stepKeys: string[]; icon: LucideIcon };

// Spec 02 §2.10: the install dialog's iOS and Android steps.
const guides: Guide[] = [
  {
    titleKey: 'install.iosTitle',
    stepKeys: ['step1', 'step2', 'step3', 'step4'].map((step) => `install.iosSteps.${step}`),
    icon: TabletSmartphone,
  },
  {
    titleKey: 'install.androidTitle',
    stepKeys: ['step1', 'step2', 'step3'].map((step) => `install.androidSteps.${step}`),
    icon: Smartphone,
  },
];

/** /app: the public installation guide. */
export function InstallGuidePage() {
  const { t } = useTranslation();
  const install = useInstallPrompt();
  const installed = isRunningInstalled();

  return (
    <section data-testid="page-install" className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageTitle title={t('pages.install.title')} />
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold tracking-tight">{t('pages.install.title')}</h1>
        <p className="max-w-2xl text-muted-foreground">{t('install.intro')}</p>
        {installed ? (
          <p className="font-medium text-primary">{t('install.installed')}</p>
        ) : install ? (
          <div>
            <Button size="lg" onClick={() => void install()}>
              <Download aria-hidden />
              {t('install.installButton')}
            </Button>
          </div>
        ) : null}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {guides.map(({ titleKey, stepKeys, icon: Icon }) => (
          <Card key={titleKey}>
            <CardHeader className="flex-row items-center gap-3">
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <CardTitle>{t(titleKey)}</CardTitle>
            </CardHeader>
            <CardContent>
              <ol className="flex flex-col gap-3">
                {stepKeys.map((key, index) => (
                  <li key={key} className="flex items-start gap-3">
                    <span
                      aria-hidden
                      className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                    >
                      {index + 1}
                    </span>
                    <span className="pt-0.5">{t(key)}</span>
                  </li>
                ))}
              </ol>
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
