import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SwipeConfirm } from '@/components/ui/swipe-confirm';
import { formatSize } from '@/lib/format';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import type { StorageManager } from '../hooks/use-storage-manager';
import { MovedToTrashDialog } from './moved-to-trash-dialog';

/**
 * The confirmations around the manager: empty the trash, delete for good, moved to trash, and a
 * drive file deleted for good (the drive has no trash).
 */
export function StorageManagerConfirms({ manager }: { manager: StorageManager }) {
  const { t, i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { confirm, setConfirm, selection } = manager;
  return (
    <>
      <ConfirmDialog
        open={confirm === 'emptyTrash'}
        onCancel={() => setConfirm(null)}
        onConfirm={manager.confirmEmptyTrash}
        title={t('storageManager.emptyTrashConfirm.title')}
        description={t('storageManager.emptyTrashConfirm.text', { count: manager.trashPhotoCount })}
        cancelLabel={t('storageManager.emptyTrashConfirm.cancel')}
        pending={manager.emptyingTrash}
        data-testid="empty-trash-dialog"
      >
        <SwipeConfirm
          label={t('storageManager.emptyTrashConfirm.swipe')}
          confirmedLabel={t('storageManager.emptyTrashConfirm.pending')}
          onConfirm={manager.confirmEmptyTrash}
          disabled={manager.emptyingTrash}
          data-testid="swipe-confirm"
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'deleteSelected'}
        onCancel={() => setConfirm(null)}
        onConfirm={manager.confirmDeleteSelected}
        title={t('storageManager.deleteConfirm.title')}
        description={t('storageManager.deleteConfirm.text', {
          count: selection.count,
          size: formatSize(selection.bytes, language),
        })}
        cancelLabel={t('storageManager.deleteConfirm.cancel')}
        pending={manager.deletingPermanently}
        data-testid="delete-permanently-dialog"
      >
        <SwipeConfirm
          label={t('storageManager.deleteConfirm.swipe')}
          confirmedLabel={t('storageManager.deleteConfirm.pending')}
          onConfirm={manager.confirmDeleteSelected}
          disabled={manager.deletingPermanently}
          data-testid="swipe-confirm"
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={manager.drive.deleting !== null}
        onCancel={manager.drive.cancelDelete}
        onConfirm={manager.drive.confirmDelete}
        title={t('drive.deleteDialog.title')}
        description={t('drive.deleteDialog.file', { name: manager.drive.deleting?.name ?? '' })}
        confirmLabel={t('drive.deleteDialog.confirm')}
        cancelLabel={t('app.cancel')}
        pending={manager.drive.deletePending}
        data-testid="storage-drive-delete-dialog"
      />
      <MovedToTrashDialog
        count={manager.movedCount}
        onContinue={manager.dismissMoved}
        onGoToTrash={manager.goToTrashAfterMove}
      />
    </>
  );
}
