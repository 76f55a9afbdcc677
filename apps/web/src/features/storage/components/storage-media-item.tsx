import type { StorageMediaItem } from '@photodossier/domain/storage-media';
import { Check, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import type { StorageMediaTexts } from './storage-media-texts';
import { StorageMediaThumbnail } from './storage-media-thumbnail';
import { DurationText } from '@/components/duration-text';

type StorageMediaItemProps = {
  item: StorageMediaItem;
  texts: StorageMediaTexts;
  selected: boolean;
  onToggle: (id: string) => void;
};

function TrashBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 rounded-md bg-destructive px-1.5 py-0.5 text-[0.6875rem] font-semibold text-destructive-foreground">
      <Trash2 aria-hidden className="size-3" />
      {t('storageManager.badge.trash')}
    </span>
  );
}

/** A grid card: thumbnail with its badges, then size, patient and date. */
export const StorageMediaCard = memo(function StorageMediaCard({
  item,
  texts,
  selected,
  onToggle,
}: StorageMediaItemProps) {
  return (
    <label
      data-testid="storage-media-card"
      data-selected={selected}
      className={cn(
        'group flex h-full cursor-pointer flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-colors focus-within:ring-2 focus-within:ring-ring',
        selected ? 'border-primary ring-2 ring-primary' : 'border-border hover:border-primary/50',
      )}
    >
      <div className="relative aspect-square w-full">
        <StorageMediaThumbnail item={item} playMark className="size-full" />
        <span className="absolute top-2 left-2 rounded-md bg-slate-950/70 px-1.5 py-0.5 text-[0.6875rem] font-semibold text-white">
          {texts.kind}
        </span>
        <input
          type="checkbox"
          checked={selected}
          onChange={() => onToggle(item.id)}
          aria-label={texts.toggle}
          className="peer sr-only"
        />
        <span
          aria-hidden
          className={cn(
            'absolute top-2 right-2 flex size-6 items-center justify-center rounded-full border-2 shadow-sm',
            selected
              ? 'border-primary bg-primary text-primary-foreground'
              : 'border-white bg-slate-950/30 text-transparent',
          )}
        >
          <Check className="size-3.5" />
        </span>
        {item.is_deleted ? (
          <span className="absolute bottom-2 left-2">
            <TrashBadge />
          </span>
        ) : null}
        {item.media_type === 'video' ? (
          <span className="absolute right-2 bottom-2 rounded-md bg-slate-950/70 px-1.5 py-0.5 text-[0.6875rem] font-semibold text-white tabular-nums">
            <DurationText seconds={item.duration} />
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col gap-0.5 p-2 text-xs">
        <span className="text-sm font-semibold tabular-nums">{texts.size}</span>
        <span className="truncate text-foreground">{texts.patient}</span>
        <span className="text-muted-foreground tabular-nums">{texts.date}</span>
      </div>
    </label>
  );
});

/** A list row: checkbox, thumbnail, file name, patient, date, duration, trash badge, size. */
export const StorageMediaRow = memo(function StorageMediaRow({
  item,
  texts,
  selected,
  onToggle,
}: StorageMediaItemProps) {
  return (
    <label
      data-testid="storage-media-row"
      data-selected={selected}
      className={cn(
        'flex h-full cursor-pointer items-center gap-3 rounded-lg border px-2 text-sm transition-colors focus-within:ring-2 focus-within:ring-ring',
        selected ? 'border-primary bg-primary/5' : 'border-transparent hover:bg-accent',
      )}
    >
      <Checkbox
        checked={selected}
        onCheckedChange={() => onToggle(item.id)}
        aria-label={texts.toggle}
      />
      <StorageMediaThumbnail item={item} className="size-11 shrink-0 rounded-md" />
      <div className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-3">
        <span className="truncate font-medium sm:w-2/5" title={item.filename}>
          {item.filename || texts.kind}
        </span>
        <span className="truncate text-xs text-muted-foreground sm:w-1/4 sm:text-sm">
          {texts.patient}
          <span className="sm:hidden"> • {texts.date}</span>
        </span>
        <span className="hidden text-muted-foreground tabular-nums sm:block sm:w-24">
          {texts.date}
        </span>
        <span className="hidden text-muted-foreground tabular-nums sm:block sm:w-12">
          {item.media_type === 'video' ? <DurationText seconds={item.duration} /> : null}
        </span>
      </div>
      {item.is_deleted ? (
        <span className="hidden sm:block">
          <TrashBadge />
        </span>
      ) : null}
      <span className="w-16 shrink-0 text-right font-semibold tabular-nums sm:w-20">
        {texts.size}
      </span>
    </label>
  );
});
