import { Download, Laptop, Smartphone, TabletSmartphone, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  InstallSteps,
  installTitleKey,
  type InstallGuidePlatform,
} from '../components/install-steps';
import { useInstallPrompt, useRunningInstalled } from '../install-prompt';

const guides: { platform: InstallGuidePlatform; icon: LucideIcon }[] = [
  { platform: 'ios', icon: TabletSmartphone },
  { platform: 'android', icon: Smartphone },
  { platform: 'desktop', icon: Laptop },
];

/** /app: the public installation guide. */
export function InstallGuidePage() {
  const { t } = useTranslation();
  const install = useInstallPrompt();
  const installed = useRunningInstalled();

  return (
    <section data-testid="page-install" className="mx-auto flex w-full max-w-5xl flex-col gap-6">
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
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {guides.map(({ platform, icon: Icon }) => (
          <Card key={platform}>
            <CardHeader className="flex-row items-center gap-3">
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <CardTitle as="h2">{t(installTitleKey(platform))}</CardTitle>
            </CardHeader>
            <CardContent>
              <InstallSteps platform={platform} />
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
