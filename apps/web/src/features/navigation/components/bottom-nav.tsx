import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { activeNavEntry } from '../active-entry';
import { bottomNavEntries } from '../nav-entries';

/** Small-screen (< 768 px) navigation: Accueil, Dossiers, Galerie, Caméra. */
export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeNavEntry(pathname);

  return (
    <nav
      aria-label={t('nav.mobileLabel')}
      data-testid="bottom-nav"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto grid max-w-md grid-cols-4">
        {bottomNavEntries.map(({ id, to, labelKey, icon: Icon }) => {
          const isActive = id === active;
          return (
            <li key={id}>
              <Link
                to={to}
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                  isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span
                  className={cn(
                    'inline-flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                    isActive && 'bg-primary/12 dark:bg-primary/15',
                  )}
                >
                  <Icon aria-hidden className="size-5" />
                </span>
                {t(labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
