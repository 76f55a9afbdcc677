import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { OfflinePage } from '@/features/connectivity/components/offline-page';
import { useConnectivity } from '@/features/connectivity/connectivity-provider';
import { cn } from '@/lib/cn';
import { hasTransparentBackground } from '../background';

/** Wraps every route: background, skip link, page-loading bar, and the offline takeover. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const { showOfflinePage } = useConnectivity();
  const transparent = hasTransparentBackground(pathname);

  if (showOfflinePage) {
    return (
      <div className="app-gradient min-h-dvh">
        <OfflinePage />
      </div>
    );
  }

  return (
    <div
      data-testid="app-background"
      data-background={transparent ? 'transparent' : 'gradient'}
      className={cn('min-h-dvh', transparent ? 'bg-transparent' : 'app-gradient')}
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('app.skipToContent')}
      </a>
      {navigation.state === 'loading' ? (
        <div
          role="progressbar"
          aria-label={t('app.navigating')}
          className="page-loading-bar fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden"
        />
      ) : null}
      <Outlet />
      {/* By path: fresh page loads all share the key "default" and would restore each other. */}
      <ScrollRestoration getKey={(location) => location.pathname} />
    </div>
  );
}
