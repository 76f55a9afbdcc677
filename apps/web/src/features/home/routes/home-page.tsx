import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { openImportDialog } from '@/lib/import-dialog';
import { homeTiles, type BetaFlags } from '../home-areas';

const tileClasses =
  'group flex w-full items-center gap-4 rounded-2xl border border-border bg-card/80 p-4 text-left shadow-sm backdrop-blur transition hover:border-primary/40 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
const tileIconClasses =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary transition group-hover:bg-primary group-hover:text-primary-foreground';

/** The home page; `betaFlags` are the session's, refetched in every tab when one changes. */
export function HomePage({ betaFlags }: { betaFlags: BetaFlags }) {
  const { t } = useTranslation();
  const tiles = homeTiles(betaFlags);
  return (
    <section data-testid="page-home" className="mx-auto flex w-full max-w-4xl flex-col gap-8">
      <PageTitle title={t('pages.home.title')} />
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">
          {t('home.welcome')}
        </p>
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">
          {t('pages.home.title')}
        </h1>
        <p className="max-w-2xl text-muted-foreground">{t('home.text')}</p>
      </div>
      <section aria-labelledby="home-quick-access" className="flex flex-col gap-3">
        <h2 id="home-quick-access" className="text-lg font-semibold">
          {t('home.quickAccess')}
        </h2>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <li>
            <button
              type="button"
              data-testid="home-import-tile"
              onClick={() => openImportDialog({ kind: 'general', origin: 'home' })}
              className={tileClasses}
            >
              <span className={tileIconClasses}>
                <Upload aria-hidden className="size-5" />
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="font-medium">{t('importDialog.entry.homeTitle')}</span>
                <span className="text-sm text-muted-foreground">
                  {t('importDialog.entry.homeHint')}
                </span>
              </span>
            </button>
          </li>
          {tiles.map(({ id, to, labelKey, hintKey, icon: Icon }) => (
            <li key={id}>
              <Link to={to} className={tileClasses} data-testid={`home-tile-${id}`}>
                <span className={tileIconClasses}>
                  <Icon aria-hidden className="size-5" />
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium">{t(labelKey)}</span>
                  <span className="text-sm text-muted-foreground">{t(hintKey)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
