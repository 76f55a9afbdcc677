import { RotateCw, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/brand-mark';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { useConnectivity } from '../connectivity-provider';

/** Replaces the whole app after 5 s offline (spec 02 §2.10, §4.9). */
export function OfflinePage() {
  const { t } = useTranslation();
  const { status, retry } = useConnectivity();
  const [retried, setRetried] = useState(false);
  const connecting = status === 'connecting';

  return (
    <main
      id="main"
      data-testid="page-offline"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 p-6 text-center"
    >
      <PageTitle title={t('connectivity.pageTitle')} />
      <BrandMark className="size-10" />
      <span className="inline-flex size-20 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <WifiOff aria-hidden className="size-9" />
      </span>
      <div className="flex max-w-md flex-col gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{t('connectivity.pageTitle')}</h1>
        <p className="text-muted-foreground">{t('connectivity.pageText')}</p>
      </div>
      <Button
        size="lg"
        disabled={connecting}
        onClick={() => {
          setRetried(true);
          retry();
        }}
      >
        <RotateCw aria-hidden className={connecting ? 'animate-spin' : undefined} />
        {connecting ? t('connectivity.reconnecting') : t('connectivity.retry')}
      </Button>
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {retried && status === 'offline' ? t('connectivity.stillOffline') : null}
      </p>
    </main>
  );
}
