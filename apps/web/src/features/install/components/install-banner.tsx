import { Download, X } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { lazyWhenPossible } from '@/lib/load-when-possible';
import type { InstallBannerState } from '../hooks/use-install-banner';

// Every page mounts the banner; the dialog's code (Radix Dialog) loads only once it opens.
const InstallDialog = lazyWhenPossible(
  () => import('./install-dialog'),
  (module) => module.InstallDialog,
);

/**
 * The mobile install banner of spec 02 §2.10. The layout puts it first or last on the page by
 * its placement: at the bottom it stays in view while scrolling but never covers the footer.
 */
export function InstallBanner({ banner }: { banner: InstallBannerState }) {
  const { t } = useTranslation();
  if (banner.placement === 'hidden') return null;
  const bottom = banner.placement === 'bottom';
  return (
    <aside
      data-testid="install-banner"
      data-placement={banner.placement}
      data-install-banner-prerendered={banner.prerendered ? '' : undefined}
      aria-label={t('install.bannerLabel')}
      className={cn(
        'z-30 border-border/70 bg-card/95 px-4 py-3 text-card-foreground shadow-sm backdrop-blur-md',
        bottom
          ? 'sticky bottom-0 border-t pb-[max(0.75rem,env(safe-area-inset-bottom))]'
          : 'relative border-b',
      )}
    >
      <div className="mx-auto flex max-w-4xl items-center gap-3">
        <BrandMark className="size-9 max-[359px]:hidden" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold leading-tight">{t('install.bannerTitle')}</p>
          <p className="text-xs text-muted-foreground">{t('install.bannerText')}</p>
        </div>
        <Button size="sm" onClick={banner.install}>
          <Download aria-hidden />
          {t('install.installButton')}
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className="size-9"
          aria-label={t('install.close')}
          onClick={banner.dismiss}
        >
          <X aria-hidden />
        </Button>
      </div>
    </aside>
  );
}

/** The steps dialog the banner's Installer opens where the browser has no prompt of its own. */
export function InstallBannerDialog({ banner }: { banner: InstallBannerState }) {
  if (!banner.platform || !banner.dialogOpen) return null;
  return (
    <Suspense fallback={null}>
      <InstallDialog
        platform={banner.platform}
        open={banner.dialogOpen}
        onOpenChange={banner.setDialogOpen}
      />
    </Suspense>
  );
}
