import type { PhotoListItem } from '@photodossier/domain/media-record';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { useElementSize } from '@/lib/use-element-size';
import { useWindowRows } from '@/lib/use-window-rows';

const GAP_PX = 8;
// Before the first measure (and in tests) the grid assumes a phone's card width.
const FALLBACK_WIDTH_PX = 311;

/** Three thumbnails across a phone's card, five from a tablet's. */
export function portalPhotoColumns(width: number): number {
  return width >= 560 ? 5 : 3;
}

/**
 * The photos that can be shared, one button each, virtualised by rows over the page's own
 * scroll like the patients' gallery: a record of thousands of photos keeps only the rows near
 * the screen in the document, and the sections below the grid stay where the page's scroll
 * reaches them.
 */
export function PortalPhotoGrid({
  photos,
  hasMore,
  onShare,
}: {
  photos: readonly PhotoListItem[];
  /** More pages to read: how many photos there are is not known yet. */
  hasMore: boolean;
  onShare: (photo: PhotoListItem) => void;
}) {
  const { t } = useTranslation();
  const display = useDateDisplay();
  const [grid, setGrid] = useState<HTMLElement | null>(null);
  const measured = useElementSize(grid).width;
  const width = measured > 0 ? measured : FALLBACK_WIDTH_PX;
  const columns = portalPhotoColumns(width);
  const tileWidth = (width - GAP_PX * (columns - 1)) / columns;

  // A row is a square tile and the gap below it: its height is known, nothing to measure.
  const { ref, virtualizer, items, scrollMargin } = useWindowRows({
    count: Math.ceil(photos.length / columns),
    estimateSize: () => tileWidth + GAP_PX,
    getItemKey: (index) => `${columns}:${photos[index * columns]?.id ?? index}`,
  });

  return (
    <ul
      ref={(element) => {
        ref(element);
        setGrid(element);
      }}
      data-testid="portal-photo-choices"
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.flatMap((item) => {
        const start = item.index * columns;
        return photos.slice(start, start + columns).map((photo, column) => (
          <li
            key={photo.id}
            aria-posinset={start + column + 1}
            aria-setsize={hasMore ? -1 : photos.length}
            className="absolute top-0"
            style={{
              width: tileWidth,
              paddingBottom: GAP_PX,
              transform: `translate(${column * (tileWidth + GAP_PX)}px, ${item.start - scrollMargin}px)`,
            }}
          >
            <button
              type="button"
              className="block w-full overflow-hidden rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              aria-label={`${t('consents:portal.share')} ${t('consents:portal.kinds.photo')} ${formatDate(photo.date_prise, display)}`}
              onClick={() => onShare(photo)}
            >
              {photo.thumbnail_url ? (
                <img
                  src={photo.thumbnail_url}
                  alt=""
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
              ) : (
                <span className="block aspect-square w-full bg-muted" />
              )}
            </button>
          </li>
        ));
      })}
    </ul>
  );
}
