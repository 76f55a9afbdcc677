import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { publicPagesEnabled } from '@/lib/runtime-config';
import { AppHeader } from './app-header';

/** Pages open to anyone: marketing, sign-in, shared links, install guide, not found. */
export function PublicLayout() {
  const { t } = useTranslation();
  const links = [
    ...(publicPagesEnabled()
      ? [
          { to: paths.landing, label: t('pages.landing.title') },
          { to: paths.pricing, label: t('pages.pricing.title') },
          { to: paths.help, label: t('pages.help.title') },
          { to: paths.legal, label: t('pages.legal.title') },
          { to: paths.privacy, label: t('pages.privacy.title') },
          { to: paths.terms, label: t('pages.terms.title') },
          { to: paths.cookies, label: t('pages.cookies.title') },
        ]
      : []),
    { to: paths.changelog, label: t('pages.changelog.title') },
    { to: paths.installGuide, label: t('pages.install.title') },
  ];

  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader brandOnDesktop />
      <main
        id="main"
        tabIndex={-1}
        className="flex-1 px-4 py-8 focus:outline-none sm:px-6 lg:py-12"
      >
        <Outlet />
      </main>
      <footer className="border-t border-border/60 px-4 py-6 text-sm text-muted-foreground sm:px-6">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <p className="shrink-0 whitespace-nowrap">© PhotoDossier</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map(({ to, label }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="rounded underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </footer>
    </div>
  );
}
