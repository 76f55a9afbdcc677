import { formatSize, formatSpeed } from '@/lib/format';
import { progressPercent } from '@photodossier/domain/progress';
import { CircleAlert, CircleCheck, Film, Image as ImageIcon, RotateCw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { isUploadActive, type UploadItem } from '@/lib/uploads/upload-store';
import { DurationText } from '@/components/duration-text';

type UploadItemRowProps = {
  item: UploadItem;
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
};

function StatusIcon({ item }: { item: UploadItem }) {
  if (item.status === 'done')
    return <CircleCheck aria-hidden className="size-5 text-emerald-600 dark:text-emerald-400" />;
  if (item.status === 'error')
    return <CircleAlert aria-hidden className="size-5 text-destructive" />;
  const Icon = item.mediaType === 'video' ? Film : ImageIcon;
  return <Icon aria-hidden className="size-5 text-muted-foreground" />;
}

/** One file of the upload panel: name, bar, bytes sent / total and speed, cancel or retry. */
export function UploadItemRow({ item, onCancel, onRetry }: UploadItemRowProps) {
  const { t, i18n } = useTranslation();
  const locale = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const percent = item.status === 'done' ? 100 : progressPercent(item.bytesSent, item.bytesTotal);
  const size = (bytes: number) => formatSize(bytes, locale, { largestUnit: 'TB' });
  const active = isUploadActive(item);
  const showBar = active || item.status === 'done';

  return (
    <li data-testid="upload-item" data-status={item.status} className="flex gap-3 px-4 py-3">
      <span className="mt-0.5 shrink-0">
        <StatusIcon item={item} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-baseline gap-2">
          <p className="min-w-0 flex-1 truncate text-sm font-medium" title={item.fileName}>
            {item.fileName}
          </p>
          <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
            {item.duration !== null ? (
              <>
                <DurationText seconds={item.duration} />
                {' · '}
              </>
            ) : null}
            {showBar ? `${percent}%` : null}
          </span>
        </div>
        {showBar ? (
          <Progress
            value={percent}
            aria-label={t('media.upload.progressLabel', { name: item.fileName })}
            className="h-1.5"
            indicatorClassName={cn(item.status === 'done' && 'bg-emerald-600 dark:bg-emerald-500')}
          />
        ) : null}
        {item.status === 'error' && item.error ? (
          <p role="alert" className="text-xs font-medium text-destructive">
            {item.error}
          </p>
        ) : (
          <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground tabular-nums">
            <span>{t(`media.upload.status.${item.status}`)}</span>
            {item.status === 'uploading' || item.status === 'processing' ? (
              <>
                <span aria-hidden>·</span>
                <span data-testid="upload-bytes">
                  {t('media.upload.transferred', {
                    sent: size(item.bytesSent),
                    total: size(item.bytesTotal),
                  })}
                </span>
              </>
            ) : null}
            {item.status === 'uploading' && item.bytesPerSecond > 0 ? (
              <>
                <span aria-hidden>·</span>
                <span>{formatSpeed(item.bytesPerSecond, locale)}</span>
              </>
            ) : null}
          </p>
        )}
      </div>
      <div className="shrink-0">
        {active ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t('media.upload.cancel', { name: item.fileName })}
            onClick={() => onCancel(item.id)}
          >
            <X aria-hidden />
          </Button>
        ) : item.status === 'error' && item.retryable ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="h-8"
            aria-label={t('media.upload.retryLabel', { name: item.fileName })}
            onClick={() => onRetry(item.id)}
          >
            <RotateCw aria-hidden />
            {t('media.upload.retry')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
