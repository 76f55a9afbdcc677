import { Camera, Crown, Settings2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { DslrSettingsPanel, type DslrAccess } from './dslr-settings-panel';

type ImportEmptyStateProps = {
  onChooseFiles: () => void;
  dslr: DslrAccess;
  /** Leaving for /subscription closes the import. */
  onLeave: () => void;
};

function Badge({ className, children }: { className: string; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-semibold',
        className,
      )}
    >
      {children}
    </span>
  );
}

/** The two ways in: files chosen or dropped by hand, and the camera folder (Pro). */
export function ImportEmptyState({ onChooseFiles, dslr, onLeave }: ImportEmptyStateProps) {
  const { t } = useTranslation();
  const [panelOpen, setPanelOpen] = useState(false);
  const active = dslr.settings?.autoWatchEnabled === true;

  return (
    <div className="grid flex-1 content-start gap-4 overflow-y-auto md:grid-cols-2 md:content-center">
      <section
        data-testid="import-manual-tile"
        aria-labelledby="import-manual-title"
        className="flex flex-col items-center gap-4 rounded-2xl border-2 border-dashed border-primary/40 bg-primary/5 p-6 text-center transition-colors hover:border-primary/70 sm:p-8"
      >
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <Upload aria-hidden className="size-7" />
        </span>
        <div className="flex flex-col gap-1">
          <h3 id="import-manual-title" className="text-lg font-semibold">
            {t('importDialog.manual.title')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('importDialog.manual.text')}</p>
        </div>
        <Button type="button" onClick={onChooseFiles}>
          <Upload aria-hidden />
          {t('importDialog.manual.choose')}
        </Button>
        <p className="text-xs text-muted-foreground">{t('importDialog.manual.formats')}</p>
      </section>

      <section
        data-testid="import-dslr-tile"
        data-plan={dslr.plan}
        aria-labelledby="import-dslr-title"
        className="relative flex flex-col items-center gap-4 overflow-hidden rounded-2xl border border-border bg-card p-6 text-center sm:p-8"
      >
        <div
          aria-hidden
          className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-primary via-sky-500 to-amber-400"
        />
        <div className="flex flex-wrap justify-center gap-1.5">
          <Badge className="bg-amber-100 text-amber-800 dark:bg-amber-400/15 dark:text-amber-300">
            {t('importDialog.dslr.pro')}
          </Badge>
          {dslr.plan === 'pro' ? (
            <Badge
              className={
                active
                  ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300'
                  : 'bg-muted text-muted-foreground'
              }
            >
              {active ? t('importDialog.dslr.active') : t('importDialog.dslr.inactive')}
            </Badge>
          ) : null}
        </div>
        <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-sky-500/10 text-sky-600 dark:text-sky-400">
          <Camera aria-hidden className="size-7" />
        </span>
        <div className="flex flex-col gap-1">
          <h3 id="import-dslr-title" className="text-lg font-semibold">
            {t('importDialog.dslr.title')}
          </h3>
          <p className="text-sm text-muted-foreground">{t('importDialog.dslr.text')}</p>
        </div>
        {dslr.plan === 'checking' ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('importDialog.dslr.checking')}
          </p>
        ) : dslr.plan === 'pro' ? (
          <Button type="button" variant="outline" onClick={() => setPanelOpen(true)}>
            <Settings2 aria-hidden />
            {t('importDialog.dslr.configure')}
          </Button>
        ) : (
          <div className="flex flex-col items-center gap-3">
            <p className="inline-flex items-center gap-1.5 text-sm font-medium text-amber-700 dark:text-amber-300">
              <Crown aria-hidden className="size-4" />
              {t('importDialog.dslr.proOnly')}
            </p>
            <Button asChild variant="outline">
              <Link to={paths.subscription} onClick={onLeave}>
                <Crown aria-hidden />
                {t('importDialog.dslr.unlock')}
              </Link>
            </Button>
          </div>
        )}
      </section>
      {dslr.plan === 'pro' ? (
        <DslrSettingsPanel open={panelOpen} onOpenChange={setPanelOpen} access={dslr} />
      ) : null}
    </div>
  );
}
