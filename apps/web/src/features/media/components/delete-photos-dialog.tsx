import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { notify } from '@/lib/notify';
import { openStorageManager } from '@/lib/storage-dialogs';
import { useDeletePhotos } from '../api/delete-photos';

type DeletePhotosDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  photoIds: readonly string[];
  onDeleted: () => void;
  /** "Aller à la corbeille": the storage manager's trash by default. */
  onGoToTrash?: () => void;
};

/**
 * Moves the chosen photos to the trash after a confirmation, then says that they still use
 * storage while there (spec 01 §2, "Fichiers déplacés vers la corbeille").
 */
export function DeletePhotosDialog({
  open,
  onOpenChange,
  photoIds,
  onDeleted,
  onGoToTrash,
}: DeletePhotosDialogProps) {
  const { t } = useTranslation();
  const remove = useDeletePhotos();
  const [moved, setMoved] = useState(false);
  const [count, setCount] = useState(0);

  function confirm() {
    const ids = [...photoIds];
    setCount(ids.length);
    remove.mutate(ids, {
      onSuccess: () => {
        onDeleted();
        setMoved(true);
      },
      onError: (error) => notify(error.message, { variant: 'destructive' }),
    });
  }

  function changeOpen(next: boolean) {
    if (remove.isPending) return;
    onOpenChange(next);
    if (!next) {
      setMoved(false);
      remove.reset();
    }
  }

  function goToTrash() {
    if (onGoToTrash) onGoToTrash();
    else openStorageManager({ tab: 'media', view: 'trash' });
    changeOpen(false);
  }

  // The question is a confirmation (alertdialog); what follows is a notice (dialog).
  return (
    <>
      <ConfirmDialog
        open={open && !moved}
        onCancel={() => changeOpen(false)}
        onConfirm={confirm}
        title={t('media.delete.title', { count: photoIds.length })}
        description={<p>{t('media.delete.text', { count: photoIds.length })}</p>}
        cancelLabel={t('media.delete.cancel')}
        confirmLabel={t('media.delete.confirm')}
        confirmIcon={<Trash2 aria-hidden />}
        pending={remove.isPending}
        confirmDisabled={photoIds.length === 0}
        data-testid="delete-photos-dialog"
      />
      <Dialog open={open && moved} onOpenChange={changeOpen}>
        <DialogContent data-testid="photos-moved-dialog">
          <DialogHeader>
            <DialogTitle>{t('media.delete.movedTitle')}</DialogTitle>
            <DialogDescription>{t('media.delete.movedText', { count })}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={goToTrash}>
              {t('media.delete.goToTrash')}
            </Button>
            <Button type="button" onClick={() => changeOpen(false)}>
              {t('media.delete.continue')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
