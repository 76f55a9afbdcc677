import { COMPARISON_MAX_PHOTOS } from '@photodossier/domain/comparison';
import type { PhotoListItem } from '@photodossier/domain/media-record';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Film } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateDisplay } from '@/lib/date-display';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { LoadFailed } from '@/components/load-failed';
import { usePhotos } from '@/lib/api/get-photos';
import { cn } from '@/lib/cn';
import { comparisonDate } from '@/components/comparison/labels';

const TILE_WIDTH = 112;

type PhotoPickerProps = {
  patientId: string;
  selectedIds: readonly string[];
  onToggle: (photo: PhotoListItem) => void;
  /** The first page, newest first, once it is there (for the preselection). */
  onFirstPage?: (photos: PhotoListItem[]) => void;
  /** What to pick, for a page that is not a comparison (one photo, say); the comparison's by default. */
  hint?: string;
  /** False when one photo is picked: the strip is then a single-choice list. */
  multiple?: boolean;
};

/**
 * The patient's timeline as a strip of thumbnails, newest first, with date, treated zone and
 * tags; a click picks or drops a photo (or a video, whose frame is chosen afterwards). Pages load
 * as the strip scrolls and only the visible tiles are drawn.
 */
export function PhotoPicker({
  patientId,
  selectedIds,
  onToggle,
  onFirstPage,
  hint,
  multiple = true,
}: PhotoPickerProps) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const query = usePhotos({ scope: 'patient', patientId });
  const [zone, setZone] = useState('');
  const scroller = useRef<HTMLDivElement>(null);
  const zoneId = useId();
  const all = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const zones = useMemo(
    () =>
      [...new Set(all.map((photo) => photo.zone_traitee.trim()).filter(Boolean))].sort((a, b) =>
        a.localeCompare(b),
      ),
    [all],
  );
  const photos = useMemo(
    () => (zone ? all.filter((photo) => photo.zone_traitee.trim() === zone) : all),
    [all, zone],
  );

  const firstPage = query.data?.pages[0]?.items;
  const reported = useRef(false);
  useEffect(() => {
    if (firstPage && !reported.current) {
      reported.current = true;
      onFirstPage?.(firstPage);
    }
  }, [firstPage, onFirstPage]);

  const virtualizer = useVirtualizer({
    horizontal: true,
    count: photos.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => TILE_WIDTH + 8,
    overscan: 6,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= photos.length - 8) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage, lastIndex, photos.length]);

  return (
    <section
      aria-labelledby={`${zoneId}-title`}
      className="flex flex-col gap-2"
      data-testid="comparison-photo-picker"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id={`${zoneId}-title`} className="text-base font-semibold">
            {t('comparisons.picker.title')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {hint ??
              t('comparisons.picker.hint', {
                max: COMPARISON_MAX_PHOTOS,
                count: selectedIds.length,
              })}
          </p>
        </div>
        {zones.length > 0 ? (
          <label htmlFor={zoneId} className="flex max-w-full items-center gap-2 text-sm">
            <span>{t('comparisons.picker.zone')}</span>
            <NativeSelect
              id={zoneId}
              value={zone}
              onChange={(event) => setZone(event.target.value)}
              // As wide as its longest zone: a phone's 16 px text cut "Toutes les zones" at a fixed width.
              className="min-w-0"
            >
              <option value="">{t('comparisons.picker.allZones')}</option>
              {zones.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </label>
        ) : null}
      </div>
      {query.isPending ? (
        <Spinner label={t('comparisons.picker.loading')} className="py-6" />
      ) : query.isError && all.length === 0 ? (
        <LoadFailed
          message={t('comparisons.picker.loadFailed')}
          onRetry={() => void query.refetch()}
        />
      ) : photos.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
          {t('comparisons.picker.empty')}
        </p>
      ) : (
        <div
          ref={scroller}
          className="overflow-x-auto pb-2"
          role="listbox"
          aria-multiselectable={multiple}
          aria-label={t('comparisons.picker.title')}
        >
          <div className="relative h-[9.5rem]" style={{ width: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const photo = photos[item.index];
              if (!photo) return null;
              const order = selectedIds.indexOf(photo.id);
              const selected = order >= 0;
              const date = comparisonDate(photo.date_prise, dates);
              const details = [date, photo.zone_traitee, ...photo.tags].filter(Boolean).join(' · ');
              return (
                <button
                  key={photo.id}
                  type="button"
                  role="option"
                  aria-selected={selected}
                  title={details}
                  aria-label={t('comparisons.picker.tile', { details })}
                  data-testid="picker-tile"
                  onClick={() => onToggle(photo)}
                  className={cn(
                    'absolute top-0 flex w-28 flex-col gap-1 rounded-xl p-1 text-left transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    selected ? 'bg-primary/15 ring-2 ring-primary' : 'hover:bg-accent',
                  )}
                  style={{ left: item.start }}
                >
                  <span className="relative block aspect-square w-full overflow-hidden rounded-lg bg-muted">
                    {photo.thumbnail_url ? (
                      <img
                        src={photo.thumbnail_url}
                        alt=""
                        loading="lazy"
                        className="size-full object-cover"
                      />
                    ) : null}
                    {photo.media_type === 'video' ? (
                      <Film
                        aria-hidden
                        className="absolute bottom-1 left-1 size-4 text-white drop-shadow"
                      />
                    ) : null}
                    {selected ? (
                      <span className="absolute top-1 right-1 flex size-6 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                        {order + 1}
                      </span>
                    ) : null}
                  </span>
                  <span className="truncate text-xs font-medium">{date}</span>
                  <span className="truncate text-xs text-muted-foreground">
                    {photo.zone_traitee || '\u00a0'}
                  </span>
                </button>
              );
            })}
          </div>
        </div>
      )}
      {query.isFetchNextPageError ? (
        <LoadFailed
          message={t('comparisons.picker.moreFailed')}
          onRetry={() => void fetchNextPage()}
        />
      ) : null}
    </section>
  );
}
