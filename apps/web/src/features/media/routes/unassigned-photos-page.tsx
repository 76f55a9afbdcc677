import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTestId } from '@/components/page-test-id';
import { PageHeading } from '@/components/page-heading';
import type { PhotoListScope } from '@/lib/api/get-photos';
import { AssignPhotosDialog } from '../components/assign-photos-dialog';
import { GalleryEmptyState } from '../components/gallery-empty-state';
import { GallerySelectionBar } from '../components/gallery-selection-bar';
import { GalleryTabs } from '../components/gallery-tabs';
import type { TileBadgeRenderer } from '../components/gallery-tile';
import { MediaGallery } from '../components/media-gallery';
import { MediaUploadButton } from '../components/media-upload-button';
import { useGalleryPhotos } from '../hooks/use-gallery-photos';
import { useGallerySelection } from '../hooks/use-gallery-selection';

const unassignedPhotos: PhotoListScope = { scope: 'unassigned' };

type UnassignedPhotosPageProps = {
  /** What the app adds on a tile: the face suggestion's patient, from the faces feature. */
  renderTileBadge?: TileBadgeRenderer | undefined;
};

/** Photos without a patient: choose some, then assign them to a patient or delete them. */
export function UnassignedPhotosPage({ renderTileBadge }: UnassignedPhotosPageProps) {
  const { t } = useTranslation();
  const gallery = useGalleryPhotos(unassignedPhotos);
  const selection = useGallerySelection(gallery.photos);
  const [assignOpen, setAssignOpen] = useState(false);

  return (
    <section
      data-testid={pageTestId('patientsUnassigned')}
      className="mx-auto flex w-full max-w-6xl flex-col gap-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading icon={ImageOff} title={t('pages.patientsUnassigned.title')}>
          {t('media.gallery.subtitleUnassigned')}
        </PageHeading>
        <MediaUploadButton variant="outline" />
      </div>
      <GalleryTabs />
      <GallerySelectionBar
        selection={selection}
        hasPhotos={gallery.photos.length > 0}
        moreToLoad={gallery.query.hasNextPage}
        onAssign={() => setAssignOpen(true)}
      />
      <MediaGallery
        list={unassignedPhotos}
        gallery={gallery}
        label={t('media.gallery.unassignedListLabel')}
        selection={selection.tiles}
        renderTileBadge={renderTileBadge}
        empty={
          <GalleryEmptyState
            icon={ImageOff}
            title={t('media.gallery.emptyUnassigned')}
            text={t('media.gallery.emptyUnassignedHint')}
          />
        }
      />
      <AssignPhotosDialog
        open={assignOpen}
        onOpenChange={setAssignOpen}
        photoIds={selection.selectedIds}
        photos={gallery.photos}
      />
    </section>
  );
}
