import { ImageOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pageTestId } from '@/components/coming-soon-page';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';
import type { PhotoListScope } from '@/lib/api/get-photos';
import { openShareDialog } from '@/lib/share-dialog';
import { AssignPhotosDialog } from '../components/assign-photos-dialog';
import { DeletePhotosDialog } from '../components/delete-photos-dialog';
import { GalleryEmptyState } from '../components/gallery-empty-state';
import { GalleryTabs } from '../components/gallery-tabs';
import { MediaGallery } from '../components/media-gallery';
import { MediaUploadButton } from '../components/media-upload-button';
import { SelectionToolbar } from '../components/selection-toolbar';
import { useGalleryPhotos } from '../hooks/use-gallery-photos';
import { useVisibleSelection } from '@/lib/use-visible-selection';

const unassignedPhotos: PhotoListScope = { scope: 'unassigned' };

/** Photos without a patient: choose some, then assign them to a patient or delete them. */
export function UnassignedPhotosPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const gallery = useGalleryPhotos(unassignedPhotos);
  const visibleIds = useMemo(() => gallery.photos.map((photo) => photo.id), [gallery.photos]);
  const selection = useVisibleSelection(visibleIds);
  const [selecting, setSelecting] = useState(false);
  const [assignOpen, setAssignOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const selectedIds = useMemo(() => [...selection.selected], [selection.selected]);

  function stopSelecting() {
    setSelecting(false);
    selection.clear();
  }

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
      {gallery.photos.length > 0 ? (
        <SelectionToolbar
          selecting={selecting}
          selectedCount={selection.selected.size}
          totalCount={gallery.photos.length}
          onStart={() => setSelecting(true)}
          onStop={stopSelecting}
          onSelectAll={selection.selectAll}
          onClear={selection.clear}
          onAssign={() => setAssignOpen(true)}
          onDelete={() => setDeleteOpen(true)}
          onCompare={() =>
            void navigate(`${paths.compare}?photos=${[...selection.selected].join(',')}`)
          }
          onShare={() => openShareDialog({ kind: 'photos', photoIds: [...selection.selected] })}
        />
      ) : null}
      <MediaGallery
        list={unassignedPhotos}
        gallery={gallery}
        label={t('media.gallery.unassignedListLabel')}
        selection={selecting ? { selected: selection.selected, onToggle: selection.toggle } : null}
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
        photoIds={selectedIds}
        photos={gallery.photos}
      />
      <DeletePhotosDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        photoIds={selectedIds}
        onDeleted={stopSelecting}
      />
    </section>
  );
}
