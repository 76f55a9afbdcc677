import { Images } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pageTestId } from '@/components/page-test-id';
import { PageHeading } from '@/components/page-heading';
import type { PhotoListScope } from '@/lib/api/get-photos';
import { GalleryEmptyState } from '../components/gallery-empty-state';
import { GallerySelectionBar } from '../components/gallery-selection-bar';
import { GalleryTabs } from '../components/gallery-tabs';
import { MediaGallery } from '../components/media-gallery';
import { MediaUploadButton } from '../components/media-upload-button';
import { useGalleryPhotos } from '../hooks/use-gallery-photos';
import { useGallerySelection } from '../hooks/use-gallery-selection';

const allPhotos: PhotoListScope = { scope: 'all' };

/** Galerie: every photo and video of the practitioner, newest day first; some can be chosen. */
export function PhotosGalleryPage() {
  const { t } = useTranslation();
  const gallery = useGalleryPhotos(allPhotos);
  const selection = useGallerySelection(gallery.photos);

  return (
    <section
      data-testid={pageTestId('patientsPhotos')}
      className="mx-auto flex w-full max-w-6xl flex-col gap-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading icon={Images} title={t('pages.patientsPhotos.title')}>
          {t('media.gallery.subtitleAll')}
        </PageHeading>
        <MediaUploadButton />
      </div>
      <GalleryTabs />
      <GallerySelectionBar
        selection={selection}
        hasPhotos={gallery.photos.length > 0}
        moreToLoad={gallery.query.hasNextPage}
      />
      <MediaGallery
        list={allPhotos}
        gallery={gallery}
        label={t('media.gallery.listLabel')}
        selection={selection.tiles}
        empty={
          <GalleryEmptyState
            icon={Images}
            title={t('media.gallery.emptyAll')}
            text={t('media.gallery.emptyAllHint')}
          />
        }
      />
    </section>
  );
}
