import type { StorageStats } from '@photodossier/domain/storage-stats';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { formatSize } from '@/lib/format';
import { storageBreakdown, type BreakdownKey } from '../lib/storage-breakdown';

const segmentColours: Record<BreakdownKey, string> = {
  images: 'bg-sky-500',
  videos: 'bg-violet-500',
  trashImages: 'bg-orange-400',
  trashVideos: 'bg-rose-500',
  drive: 'bg-emerald-500',
  // Not amber: it would read as the orange of the trashed images beside it.
  dictations: 'bg-slate-500',
  free: 'bg-muted',
};

const MIN_SEGMENT_PX = 4;

/** The bar of what uses the plan's space, and its legend with counts and sizes. */
export function StorageBreakdown({ stats }: { stats: StorageStats }) {
  const { t, i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const segments = storageBreakdown(stats);
  return (
    <section
      aria-label={t('storageManager.breakdown.label')}
      data-testid="storage-breakdown"
      className="flex flex-col gap-2"
    >
      <div aria-hidden className="flex h-3 w-full overflow-hidden rounded-full bg-muted">
        {segments.map((segment) =>
          segment.key === 'free' || segment.bytes <= 0 ? null : (
            <div
              key={segment.key}
              className={cn('h-full', segmentColours[segment.key])}
              // A few megabytes of a 5 GB plan would not show at all; keep them visible.
              style={{ width: `${segment.percent}%`, minWidth: MIN_SEGMENT_PX }}
            />
          ),
        )}
      </div>
      <ul className="grid grid-cols-3 gap-x-3 gap-y-1.5 text-xs sm:grid-cols-4 lg:grid-cols-7">
        {segments.map((segment) => (
          <li
            key={segment.key}
            data-testid={`storage-legend-${segment.key}`}
            className="flex min-w-0 items-start gap-1.5"
          >
            <span
              aria-hidden
              className={cn(
                'mt-1 size-2.5 shrink-0 rounded-full',
                segmentColours[segment.key],
                segment.key === 'free' && 'border border-border',
              )}
            />
            <span className="flex min-w-0 flex-col">
              <span className="font-medium">{t(`storageManager.breakdown.${segment.key}`)}</span>
              <span data-testid="storage-legend-value" className="text-muted-foreground">
                {segment.count === null
                  ? formatSize(segment.bytes, language)
                  : t('storageManager.breakdown.files', {
                      count: segment.count,
                      size: formatSize(segment.bytes, language),
                    })}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
