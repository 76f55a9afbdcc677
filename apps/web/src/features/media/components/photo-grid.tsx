import { formatSpokenDuration } from '@/lib/format';
import type { PhotoListItem } from '@photodossier/domain/media-record';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useDateDisplay } from '@/lib/date-display';
import { useElementSize } from '@/lib/use-element-size';
import { useDocumentTop } from '@/lib/use-document-top';
import { TEXT_SLOT, textTemplate } from '@/lib/i18n/text-template';
import { isPlainClick } from '@/lib/plain-click';
import { useRowFilled } from '../hooks/use-row-filled';
import { galleryColumns, layoutGallery, type GalleryLayout } from '../lib/gallery-rows';
import { formatDayHeading } from '../lib/media-dates';
import {
  GalleryTile,
  type GallerySelection,
  type TileBadgeRenderer,
  type TileOpener,
  type TileTexts,
} from './gallery-tile';
import { thumbnailAltMaker } from './media-thumbnail';

const GAP_PX = 8;
const HEADER_HEIGHT_PX = 52;
// The timeline's rail and its dots sit in this left margin.
const RAIL_WIDTH_PX = 28;
// Load the next page while this many rows are still ahead (a page of 200 photos is about 40
// rows of 6 with their day headers), so it arrives before the end does and scrolling never waits.
const PREFETCH_ROWS = 40;
// Before the first measure (and in tests) the grid assumes a phone-sized width.
const FALLBACK_WIDTH_PX = 343;

type DayHeaderProps = {
  dayKey: string;
  count: number;
  timeline: boolean;
  Heading: 'h2' | 'h3';
};

// Rows are memoised: scrolling re-renders the grid on every frame, but a row already on
// screen keeps its props (same photos, same links), so only the rows coming in are built.
const DayHeader = memo(function DayHeader({ dayKey, count, timeline, Heading }: DayHeaderProps) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  return (
    <div className="relative flex h-full items-end gap-2 pb-3">
      {timeline ? (
        <span
          aria-hidden
          className="absolute bottom-[1.05rem] left-[-24px] size-3.5 rounded-full border-2 border-background bg-primary shadow-sm ring-2 ring-primary/25"
        />
      ) : null}
      <Heading className="truncate text-sm font-semibold text-foreground sm:text-base">
        {dayKey === 'unknown' ? t('media.gallery.unknownDate') : formatDayHeading(dayKey, dates)}
      </Heading>
      <span className="shrink-0 text-xs text-muted-foreground">
        {t('media.gallery.dayCount', { count })}
      </span>
    </div>
  );
});

type PhotoRowProps = {
  photos: readonly PhotoListItem[];
  columns: number;
  hrefFor: (photo: PhotoListItem) => string;
  textsFor: (photo: PhotoListItem) => TileTexts;
  onOpen: TileOpener;
  selection: GallerySelection | null;
  renderBadge: TileBadgeRenderer | undefined;
  /** Whether the page is scrolling now; read once, when the row arrives. */
  isScrolling: () => boolean;
};

const PhotoRow = memo(function PhotoRow({
  photos,
  columns,
  hrefFor,
  textsFor,
  onOpen,
  selection,
  renderBadge,
  isScrolling,
}: PhotoRowProps) {
  // A fast scroll brings several rows per frame. They first mount as empty tiles, and their
  // links, images and texts follow in a background render that React splits into short slices,
  // so a frame never waits for a whole screen of tiles.
  const filled = useRowFilled(isScrolling);
  const style = { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: GAP_PX };
  if (!filled) {
    return (
      <div className="grid" style={style}>
        {photos.map((photo) => (
          <div key={photo.id} aria-hidden className="aspect-square rounded-xl bg-muted" />
        ))}
      </div>
    );
  }
  return (
    <div className="grid" style={style}>
      {photos.map((photo) => (
        <GalleryTile
          key={photo.id}
          photo={photo}
          href={hrefFor(photo)}
          texts={textsFor(photo)}
          onOpen={onOpen}
          selection={selection}
          renderBadge={renderBadge}
        />
      ))}
    </div>
  );
});

type PhotoGridProps = {
  photos: readonly PhotoListItem[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  hrefFor: (photo: PhotoListItem) => string;
  /** Accessible name of the whole grid. */
  label: string;
  selection?: GallerySelection | null;
  variant?: 'grid' | 'timeline';
  headingLevel?: 'h2' | 'h3';
  /** Laid over each tile by the app (the unassigned list's face suggestions). */
  renderBadge?: TileBadgeRenderer | undefined;
};

/**
 * Photos grouped by day under a date heading, virtualised over the page's own scroll so ten
 * thousand photos stay smooth: only the rows near the screen exist in the document.
 */
export function PhotoGrid({
  photos,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  hrefFor,
  label,
  selection,
  variant = 'grid',
  headingLevel: Heading = 'h2',
  renderBadge,
}: PhotoGridProps) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const textsFor = useMemo(() => {
    const altFor = thumbnailAltMaker(t, dates);
    const toggle = textTemplate(t('media.selection.toggle', { name: TEXT_SLOT }));
    return (photo: PhotoListItem): TileTexts => {
      const alt = altFor(photo);
      const label =
        photo.media_type === 'video'
          ? `${alt}, ${formatSpokenDuration(photo.duration, dates.language)}`
          : alt;
      return { alt, label, toggle: toggle(label) };
    };
  }, [t, dates]);
  // One handler for every tile: a router link per tile cost a dozen hooks and their garbage
  // on each of the thousands of tiles mounted while scrolling.
  const navigate = useNavigate();
  const openTile = useCallback<TileOpener>(
    (event) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      void navigate(event.currentTarget.getAttribute('href') ?? '');
    },
    [navigate],
  );
  const containerRef = useRef<HTMLDivElement>(null);
  const measuredWidth = useElementSize(containerRef).width;
  const width = measuredWidth > 0 ? measuredWidth : FALLBACK_WIDTH_PX;
  const timeline = variant === 'timeline';
  const tileAreaWidth = width - (timeline ? RAIL_WIDTH_PX : 0);
  const columns = galleryColumns(tileAreaWidth);
  const tileSize = Math.max(40, (tileAreaWidth - GAP_PX * (columns - 1)) / columns);

  const previousLayout = useRef<GalleryLayout | null>(null);
  const layout = useMemo(
    () => layoutGallery(photos, columns, previousLayout.current),
    [photos, columns],
  );
  useEffect(() => {
    previousLayout.current = layout;
  }, [layout]);
  const { rows } = layout;

  // The grid starts below the page's heading and toolbar; the virtualizer needs that offset,
  // which moves whenever something above grows (a banner, the selection bar).
  const scrollMargin = useDocumentTop(containerRef);

  // Stable while the rows are: the virtualizer measures every row again whenever these change,
  // and the grid renders on every scroll event.
  const estimateSize = useCallback(
    (index: number) => (rows[index]?.kind === 'header' ? HEADER_HEIGHT_PX : tileSize + GAP_PX),
    [rows, tileSize],
  );
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize,
    overscan: 6,
    scrollMargin,
    getItemKey,
  });

  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, tileSize, columns]);
  // Stable, so that rows on screen are not rendered again each time a scroll starts or ends.
  const isScrolling = useCallback(() => virtualizer.isScrolling, [virtualizer]);

  const virtualRows = virtualizer.getVirtualItems();
  const lastShownIndex = virtualRows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastShownIndex >= rows.length - PREFETCH_ROWS) {
      fetchNextPage();
    }
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastShownIndex, rows.length]);

  return (
    <section aria-label={label} data-testid="photo-grid" data-columns={columns}>
      <div
        ref={containerRef}
        className="relative w-full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {timeline ? (
          <span
            aria-hidden
            className="absolute top-3 bottom-0 left-[9px] w-0.5 rounded-full bg-gradient-to-b from-primary/40 via-border to-transparent"
          />
        ) : null}
        {virtualRows.map((virtualRow) => {
          const row = rows[virtualRow.index];
          if (!row) return null;
          return (
            <div
              key={virtualRow.key}
              data-index={virtualRow.index}
              className="absolute top-0 left-0 w-full"
              style={{
                height: virtualRow.size,
                transform: `translateY(${virtualRow.start - virtualizer.options.scrollMargin}px)`,
                paddingLeft: timeline ? RAIL_WIDTH_PX : 0,
              }}
            >
              {row.kind === 'header' ? (
                <DayHeader
                  dayKey={row.dayKey}
                  count={row.count}
                  timeline={timeline}
                  Heading={Heading}
                />
              ) : (
                <PhotoRow
                  photos={row.photos}
                  columns={columns}
                  hrefFor={hrefFor}
                  textsFor={textsFor}
                  onOpen={openTile}
                  selection={selection ?? null}
                  renderBadge={renderBadge}
                  isScrolling={isScrolling}
                />
              )}
            </div>
          );
        })}
      </div>
      {hasNextPage ? (
        <div className={cn('flex justify-center py-6', !isFetchingNextPage && 'invisible')}>
          <Spinner size="sm" label={t('media.gallery.loadingMore')} />
        </div>
      ) : null}
    </section>
  );
}
