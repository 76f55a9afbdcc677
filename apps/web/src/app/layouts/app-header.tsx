import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark, BrandName } from '@/components/brand-mark';
import { ConnectivityStatus } from '@/features/connectivity/components/connectivity-status';
import { LanguageSwitcher } from '@/features/settings/components/language-switcher';
import { HeaderThemeSwitcher } from '@/features/settings/components/header-theme-switcher';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

type AppHeaderProps = {
  /** Left side; the brand when omitted. */
  start?: ReactNode;
  /** Extra controls after the switchers (the small-screen menu). */
  end?: ReactNode;
  /** Keep the brand visible on large screens too (layouts without sidebar). */
  brandOnDesktop?: boolean;
  className?: string;
};

export function AppHeader({ start, end, brandOnDesktop = false, className }: AppHeaderProps) {
  return (
    <header
      className={cn(
        'sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-border/60 bg-background/75 px-4 backdrop-blur-md sm:px-6',
        className,
      )}
    >
      {start ?? (
        <Link
          to={paths.home}
          className={cn(
            'flex items-center gap-2.5 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            !brandOnDesktop && 'md:hidden',
          )}
        >
          <BrandMark />
          {/* On the narrowest phones the name would push the profile avatar off screen; the
              link keeps it for screen readers. */}
          <BrandName className="max-[419px]:sr-only" />
        </Link>
      )}
      <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
        <ConnectivityStatus />
        <LanguageSwitcher />
        <HeaderThemeSwitcher />
        {end}
      </div>
    </header>
  );
}
