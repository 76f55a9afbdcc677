import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation, type Location } from 'react-router';
import { useSession } from '@/features/account/api/get-session';
import { OfflinePage } from '@/features/connectivity/components/offline-page';
import { useConnectivity } from '@/features/connectivity/connectivity-provider';
import { InstallBanner, InstallBannerDialog } from '@/features/install/components/install-banner';
import { useInstallBanner } from '@/features/install/hooks/use-install-banner';
import { cn } from '@/lib/cn';
import { afterFirstPaint } from '@/lib/first-paint';
import { lazyWhenPossible } from '@/lib/load-when-possible';
import { skipsHeavyServices } from '@/lib/public-routes';
import { hasTransparentBackground } from '../background';

// The stream opens once the first screen is painted: it replays what the page missed meanwhile.
const LiveEventsFollower = lazyWhenPossible(
  () => afterFirstPaint().then(() => import('../live-events-follower')),
  (m) => m.LiveEventsFollower,
);

/**
 * The signed-in user's event stream, except on the routes that skip heavy services (spec 02
 * §2.1): it opens when the visitor moves from /landing into the app, and closes on the way back.
 * Kept mounted once opened, so the stream hears the null that closes it.
 */
function LiveEventsOutsidePublicRoutes({ pathname }: { pathname: string }) {
  const { session } = useSession();
  const userId = skipsHeavyServices(pathname) ? null : (session?.user.id ?? null);
  const [opened, setOpened] = useState(false);
  if (userId !== null && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LiveEventsFollower userId={userId} />
    </Suspense>
  );
}

/**
 * Each visit keeps its own position: Back and Forward return where a page was left, while a
 * link (a sidebar entry, a section of /settings) opens its page at the top or at its section.
 * The first entry of every fresh page load has the key "default", so those go by address.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.hash}` : location.key;
}

/** Wraps every route: background, skip link, page-loading bar, and the offline takeover. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const installBanner = useInstallBanner(pathname);
  const navigation = useNavigation();
  const { showOfflinePage } = useConnectivity();
  const transparent = hasTransparentBackground(pathname);
  // The page follows the router's own context. Its element stays the same across this
  // layout's renders (navigation bar, install banner), so those never render the whole page
  // again: after a prerendered page's hydration that was one long blocking task.
  const page = useMemo(() => <Outlet />, []);

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
      <LiveEventsOutsidePublicRoutes pathname={pathname} />
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
      {installBanner.placement === 'top' ? <InstallBanner banner={installBanner} /> : null}
      {page}
      {installBanner.placement === 'bottom' ? <InstallBanner banner={installBanner} /> : null}
      <InstallBannerDialog banner={installBanner} />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
