import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { SendEmailDialog } from './send-email-dialog';
import { openShareDialog } from '@/lib/share-dialog';
import { queueBackgroundRemoval } from '@/lib/background-removal/background-removal-queue';
import type { GallerySelectionState } from '../hooks/use-gallery-selection';
import { DeletePhotosDialog } from './delete-photos-dialog';
import { SelectionToolbar } from './selection-toolbar';

type GallerySelectionBarProps = {
  selection: GallerySelectionState;
  /** False while the list has no photo to select (loading, or empty). */
  hasPhotos: boolean;
  /** More pages of the scope are still to load: the count reads "12+". */
  moreToLoad?: boolean;
  /** Only where photos may be assigned (the unassigned list). */
  onAssign?: () => void;
};

/**
 * The selection bar of a list of filed photos, with what every such list offers: compare the
 * chosen photos, share them by link or by e-mail, and move them to the trash after a confirmation. The
 * confirmation stays mounted when the list empties, so deleting the last photos still shows
 * where they went.
 */
export function GallerySelectionBar({
  selection,
  hasPhotos,
  moreToLoad,
  onAssign,
}: GallerySelectionBarProps) {
  const navigate = useNavigate();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  const { selectedIds } = selection;

  return (
    <>
      {hasPhotos ? (
        <SelectionToolbar
          selecting={selection.selecting}
          selectedCount={selectedIds.length}
          totalCount={selection.totalCount}
          moreToLoad={moreToLoad}
          onStart={selection.start}
          onStop={selection.stop}
          onSelectAll={selection.selection.selectAll}
          onClear={selection.selection.clear}
          onAssign={onAssign}
          onDelete={() => setDeleteOpen(true)}
          onCompare={() => void navigate(`${paths.compare}?photos=${selectedIds.join(',')}`)}
          onShare={() => openShareDialog({ kind: 'photos', photoIds: selectedIds })}
          onEmail={() => setEmailOpen(true)}
          onRemoveBackground={() => {
            queueBackgroundRemoval(selectedIds);
            selection.stop();
          }}
        />
      ) : null}
      <DeletePhotosDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        photoIds={selectedIds}
        onDeleted={selection.stop}
      />
      <SendEmailDialog open={emailOpen} onOpenChange={setEmailOpen} photoIds={selectedIds} />
    </>
  );
}
