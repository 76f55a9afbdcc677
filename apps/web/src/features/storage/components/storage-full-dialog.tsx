import type { TFunction } from 'i18next';
import { PLAN_NAMES } from '@photodossier/domain/plans';
import { recommendedUpgrade } from '@photodossier/domain/quota';
import { toMegabytes } from '@photodossier/domain/size';
import {
  STORAGE_FULL_TITLES,
  STORAGE_FULL_UPGRADE_LABELS,
  isCriticalOverage,
  storageFullTitleKey,
  storageFullUpgradeLabelKey,
} from '@photodossier/domain/storage-full-dialog';
import type { StorageStats } from '@photodossier/domain/storage-stats';
import {
  storageBarPercent,
  storageColorTier,
  storagePercent,
  type StorageColorTier,
} from '@photodossier/domain/storage-tiers';
import { ArrowUpCircle, HardDrive, LoaderCircle, OctagonAlert, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { toSupportedLanguage, type Language } from '@/lib/i18n/languages';
import { closeStorageFull, openStorageManager, useStorageDialogs } from '@/lib/storage-dialogs';
import { useStorageStats } from '@/lib/api/get-storage-stats';
import { formatDecimal, formatPercent, formatSize, formatStorageTotal } from '@/lib/format';

const barColours: Record<StorageColorTier, string> = {
  green: 'bg-emerald-500',
  yellow: 'bg-yellow-400',
  orange: 'bg-orange-500',
  red: 'bg-red-500',
  critical: 'bg-red-700',
};

const percentColours: Record<StorageColorTier, string> = {
  green: 'text-emerald-700 dark:text-emerald-400',
  yellow: 'text-yellow-700 dark:text-yellow-300',
  orange: 'text-orange-700 dark:text-orange-400',
  red: 'text-red-700 dark:text-red-400',
  critical: 'text-red-800 dark:text-red-300',
};

type BreakdownRow = {
  key: string;
  label: string;
  detail: string;
  size: string;
  recoverable?: boolean;
};

function breakdownRows(stats: StorageStats, t: TFunction, language: Language): BreakdownRow[] {
  const { breakdown } = stats;
  const size = (bytes: number) => formatSize(bytes, language);
  const rows: BreakdownRow[] = [
    {
      key: 'images',
      label: t('storageFull.rows.photos'),
      detail: t('storageFull.counts.photos', { count: breakdown.images.count }),
      size: size(breakdown.images.size),
    },
  ];
  if (breakdown.videos.count > 0) {
    rows.push({
      key: 'videos',
      label: t('storageFull.rows.videos'),
      detail: t('storageFull.counts.videos', { count: breakdown.videos.count }),
      size: size(breakdown.videos.size),
    });
  }
  rows.push(
    {
      key: 'patients',
      label: t('storageFull.rows.patients'),
      detail: t('storageFull.counts.patients', { count: breakdown.patients.count }),
      // Records and their annotations are text: the spec gives them in kilobytes, never bytes.
      size: formatSize(breakdown.annotations.size, language, { smallestUnit: 'KB' }),
    },
    {
      key: 'drive',
      label: t('storageFull.rows.drive'),
      detail: t('storageFull.counts.files', { count: breakdown.drive.count }),
      size: size(breakdown.drive.size),
    },
  );
  if (breakdown.dictations.count > 0) {
    rows.push({
      key: 'dictations',
      label: t('storageFull.rows.dictations'),
      detail: t('storageFull.counts.recordings', { count: breakdown.dictations.count }),
      size: size(breakdown.dictations.size),
    });
  }
  if (breakdown.trash.count > 0) {
    rows.push({
      key: 'trash',
      label: t('storageFull.rows.trash'),
      detail: t('storageFull.counts.files', { count: breakdown.trash.count }),
      size: size(breakdown.trash.size),
      recoverable: true,
    });
  }
  return rows;
}

type StorageFullDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Bytes of the file that did not fit, when the dialog follows a refused upload. */
  attemptedBytes?: number | undefined;
  /** Replaces opening the storage manager, for callers that free space their own way. */
  onFreeSpace?: (() => void) | undefined;
};

/**
 * The storage-full dialog (spec 01 §2): plan, usage against the enforced quota with a bar
 * capped at 100 %, what the refused file needs, where the space goes, and the ways out
 * (a higher plan, freeing space, or nothing).
 */
export function StorageFullDialog({
  open,
  onOpenChange,
  attemptedBytes,
  onFreeSpace,
}: StorageFullDialogProps) {
  const { t } = useTranslation();
  const stats = useStorageStats({ enabled: open });
  const data = stats.data;
  // The quota, not the displayed plan storage: it is what refused the file.
  const percent = data ? storagePercent(data.used_bytes, data.quota_bytes) : 0;
  const critical = data ? isCriticalOverage(percent) : false;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-testid="storage-full-dialog"
        data-critical={critical || undefined}
        closeLabel={t('storageFull.close')}
      >
        {/* Its own component: a closed dialog's content is not rendered, so its figures are
            formatted when it opens, not on every page that mounts the dialog. */}
        <StorageFullDialogBody
          stats={stats}
          percent={percent}
          critical={critical}
          onOpenChange={onOpenChange}
          attemptedBytes={attemptedBytes}
          onFreeSpace={onFreeSpace}
        />
      </DialogContent>
    </Dialog>
  );
}

type StorageFullDialogBodyProps = Omit<StorageFullDialogProps, 'open'> & {
  stats: ReturnType<typeof useStorageStats>;
  percent: number;
  critical: boolean;
};

function StorageFullDialogBody({
  stats,
  percent,
  critical,
  onOpenChange,
  attemptedBytes,
  onFreeSpace,
}: StorageFullDialogBodyProps) {
  const { t, i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.language);
  const data = stats.data;
  const tier = storageColorTier(percent);
  const title = STORAGE_FULL_TITLES[storageFullTitleKey(data ? percent : 0)][language];
  const upgradeLabel =
    STORAGE_FULL_UPGRADE_LABELS[
      storageFullUpgradeLabelKey(data ? recommendedUpgrade(data.plan_id, data.used_bytes) : null)
    ][language];
  const usage = data
    ? t('storageFull.usage', {
        used: formatSize(data.used_bytes, language),
        total: formatStorageTotal(data.quota_bytes, language),
      })
    : '';

  function freeSpace() {
    onOpenChange(false);
    if (onFreeSpace) onFreeSpace();
    else openStorageManager({ tab: 'media', view: 'active' });
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle
          className={cn('flex items-center gap-2', critical && 'text-red-700 dark:text-red-400')}
        >
          {critical ? null : <HardDrive aria-hidden className="size-5 shrink-0 text-destructive" />}
          {title}
        </DialogTitle>
        <DialogDescription>
          {critical ? t('storageFull.criticalText') : t('storageFull.text')}
        </DialogDescription>
      </DialogHeader>

      {data ? (
        <div className="flex flex-col gap-4">
          <section
            aria-label={t('storageFull.usageLabel')}
            className="flex flex-col gap-2 rounded-xl bg-muted/60 p-4"
          >
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span>
                {t('storageFull.plan')}{' '}
                <strong data-testid="storage-full-plan">{PLAN_NAMES[data.plan_id]}</strong>
              </span>
              <span
                data-testid="storage-full-percent"
                data-tier={tier}
                className={cn('font-semibold tabular-nums', percentColours[tier])}
              >
                {t('storageFull.percent', { percent: formatPercent(percent, language) })}
              </span>
            </div>
            <Progress
              value={storageBarPercent(percent)}
              aria-label={t('storageFull.barLabel')}
              aria-valuetext={usage}
              indicatorClassName={barColours[tier]}
              className="h-3"
            />
            <p data-testid="storage-full-usage" className="text-sm text-muted-foreground">
              {usage}
            </p>
          </section>

          {attemptedBytes !== undefined && attemptedBytes > 0 ? (
            <p
              data-testid="storage-full-needed"
              className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm"
            >
              <OctagonAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
              {t('storageFull.needed', {
                // A file of a few kilobytes still "needs" something: never 0 Mo.
                size: formatDecimal(Math.max(0.1, toMegabytes(attemptedBytes)), language),
              })}
            </p>
          ) : null}

          <section aria-labelledby="storage-full-breakdown" className="flex flex-col gap-2">
            <h3 id="storage-full-breakdown" className="text-sm font-semibold">
              {t('storageFull.breakdown')}
            </h3>
            <ul className="flex flex-col divide-y divide-border rounded-xl border border-border text-sm">
              {breakdownRows(data, t, language).map((row) => (
                <li
                  key={row.key}
                  data-testid={`storage-full-row-${row.key}`}
                  className="flex items-center justify-between gap-3 px-3 py-2"
                >
                  <span className="flex min-w-0 flex-col">
                    <span className="flex items-center gap-1.5 font-medium">
                      {row.recoverable ? (
                        <Trash2 aria-hidden className="size-3.5 text-muted-foreground" />
                      ) : null}
                      {row.label}
                      {row.recoverable ? (
                        <span className="rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:text-emerald-300">
                          {t('storageFull.recoverable')}
                        </span>
                      ) : null}
                    </span>
                    <span className="text-xs text-muted-foreground">{row.detail}</span>
                  </span>
                  <span className="shrink-0 tabular-nums">{row.size}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          {stats.isError ? (
            t('storageFull.loadError')
          ) : (
            <>
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
              {t('storageFull.loading')}
            </>
          )}
        </p>
      )}

      <div className="grid gap-2 sm:grid-cols-2">
        <Button asChild className="sm:col-span-2">
          <Link to={paths.subscription} onClick={() => onOpenChange(false)}>
            <ArrowUpCircle aria-hidden />
            {upgradeLabel}
          </Link>
        </Button>
        <Button type="button" variant="outline" onClick={freeSpace}>
          <Trash2 aria-hidden />
          {t('storageFull.freeSpace')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
          {t('storageFull.cancel')}
        </Button>
      </div>
    </>
  );
}

/** Mounted once by the app: shows the dialog whenever a feature asks for it. */
export function StorageFullDialogHost() {
  const { full } = useStorageDialogs();
  return (
    <StorageFullDialog
      open={full !== null}
      onOpenChange={(next) => {
        if (!next) closeStorageFull();
      }}
      attemptedBytes={full?.attemptedBytes}
    />
  );
}
