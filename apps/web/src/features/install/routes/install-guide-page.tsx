import { Download, Laptop, Smartphone, TabletSmartphone, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  InstallSteps,
  installTitleKey,
  type InstallGuidePlatform,
} from '../components/install-steps';
import { useInstalledDuringVisit, useInstallPrompt, useRunningInstalled } from '../install-prompt';
import { currentInstallPlatform } from '../lib/install-platform';

const guides: { platform: InstallGuidePlatform; icon: LucideIcon }[] = [
  { platform: 'ios', icon: TabletSmartphone },
  { platform: 'android', icon: Smartphone },
  { platform: 'desktop', icon: Laptop },
];

/** /app: the public installation guide. */
export function InstallGuidePage() {
  const { t } = useTranslation();
  const browserPrompt = useInstallPrompt();
  const runningInstalled = useRunningInstalled();
  const installedNow = useInstalledDuringVisit();
  const installed = runningInstalled || installedNow;
  const cards = useRef<Partial<Record<InstallGuidePlatform, HTMLElement | null>>>({});

  // The button is there from the first paint, the browser's prompt or not: Chromium offers its
  // prompt a moment after load, and a button appearing then pushed the guides down.
  const install = () => {
    if (browserPrompt) {
      void browserPrompt();
      return;
    }
    const card = cards.current[currentInstallPlatform() ?? 'desktop'];
    // scroll-mt-20 keeps the card's top clear of the sticky header.
    card?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    card?.focus({ preventScroll: true });
  };

  return (
    <section data-testid="page-install" className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PageTitle title={t('pages.install.title')} />
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold tracking-tight">{t('pages.install.title')}</h1>
        <p className="max-w-2xl text-muted-foreground">{t('install.intro')}</p>
        {installed ? (
          <p className="font-medium text-primary">{t('install.installed')}</p>
        ) : (
          <div>
            <Button size="lg" onClick={install}>
              <Download aria-hidden />
              {t('install.installButton')}
            </Button>
          </div>
        )}
      </div>
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {guides.map(({ platform, icon: Icon }) => (
          <Card
            key={platform}
            ref={(card: HTMLDivElement | null) => {
              cards.current[platform] = card;
            }}
            tabIndex={-1}
            aria-labelledby={`install-guide-${platform}`}
            data-testid={`install-guide-${platform}`}
            className="scroll-mt-20 outline-none focus:ring-2 focus:ring-ring"
          >
            <CardHeader className="flex-row items-center gap-3">
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <CardTitle as="h2" id={`install-guide-${platform}`}>
                {t(installTitleKey(platform))}
              </CardTitle>
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
