import type { PhotoListItem } from '@photodossier/domain/media-record';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { translateErrorCode } from '@/lib/api-client';
import type { PhotoListScope } from '@/lib/api/get-photos';
import type { useGalleryPhotos } from '../hooks/use-gallery-photos';
import { viewerHref } from '../lib/viewer-href';
import type { GallerySelection, TileBadgeRenderer } from './gallery-tile';
import { PhotoGrid } from './photo-grid';

type MediaGalleryProps = {
  list: PhotoListScope;
  gallery: ReturnType<typeof useGalleryPhotos>;
  label: string;
  empty: ReactNode;
  selection?: GallerySelection | null;
  variant?: 'grid' | 'timeline';
  headingLevel?: 'h2' | 'h3';
  /** Where a tile leads; the photo viewer of the scope by default. */
  hrefFor?: (photo: PhotoListItem) => string;
  /** Laid over each tile (the unassigned list's face suggestions). */
  renderTileBadge?: TileBadgeRenderer | undefined;
};

/** A scope's photos with their loading, error and empty states around the virtual grid. */
export function MediaGallery({
  list,
  gallery,
  label,
  empty,
  selection,
  variant,
  headingLevel,
  hrefFor: customHrefFor,
  renderTileBadge,
}: MediaGalleryProps) {
  const { t } = useTranslation();
  const { photos, query } = gallery;
  const viewerHrefFor = useCallback((photo: PhotoListItem) => viewerHref(photo.id, list), [list]);
  const hrefFor = customHrefFor ?? viewerHrefFor;
  const { fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  if (query.isPending) {
    return <Spinner label={t('media.gallery.loading')} className="py-16" />;
  }
  if (query.isError && photos.length === 0) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 py-8">
        <p className="text-sm font-medium text-destructive">
          {translateErrorCode('photo.load_failed')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('media.gallery.retry')}
        </Button>
      </div>
    );
  }
  if (photos.length === 0 && !query.hasNextPage) return <>{empty}</>;

  return (
    <PhotoGrid
      photos={photos}
      hasNextPage={query.hasNextPage}
      isFetchingNextPage={query.isFetchingNextPage}
      fetchNextPage={loadMore}
      hrefFor={hrefFor}
      label={label}
      selection={selection}
      variant={variant}
      headingLevel={headingLevel}
      renderBadge={renderTileBadge}
    />
  );
}
