import { useTranslation } from 'react-i18next';
import { formatSize } from '@/lib/format-size';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import type { StorageManager } from '../hooks/use-storage-manager';
import { MovedToTrashDialog } from './moved-to-trash-dialog';
import { SwipeConfirmDialog } from './swipe-confirm-dialog';

/** The confirmations around the manager: empty the trash, delete for good, moved to trash. */
export function StorageManagerConfirms({ manager }: { manager: StorageManager }) {
  const { t, i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { confirm, setConfirm, selection } = manager;
  return (
    <>
      <SwipeConfirmDialog
        open={confirm === 'emptyTrash'}
        onOpenChange={(open) => setConfirm(open ? 'emptyTrash' : null)}
        title={t('storageManager.emptyTrashConfirm.title')}
        text={t('storageManager.emptyTrashConfirm.text', { count: manager.trashPhotoCount })}
        swipeLabel={t('storageManager.emptyTrashConfirm.swipe')}
        pendingLabel={t('storageManager.emptyTrashConfirm.pending')}
        cancelLabel={t('storageManager.emptyTrashConfirm.cancel')}
        pending={manager.emptyingTrash}
        onConfirm={manager.confirmEmptyTrash}
        data-testid="empty-trash-dialog"
      />
      <SwipeConfirmDialog
        open={confirm === 'deleteSelected'}
        onOpenChange={(open) => setConfirm(open ? 'deleteSelected' : null)}
        title={t('storageManager.deleteConfirm.title')}
        text={t('storageManager.deleteConfirm.text', {
          count: selection.count,
          size: formatSize(selection.bytes, language),
        })}
        swipeLabel={t('storageManager.deleteConfirm.swipe')}
        pendingLabel={t('storageManager.deleteConfirm.pending')}
        cancelLabel={t('storageManager.deleteConfirm.cancel')}
        pending={manager.deletingPermanently}
        onConfirm={manager.confirmDeleteSelected}
        data-testid="delete-permanently-dialog"
      />
      <MovedToTrashDialog
        count={manager.movedCount}
        onContinue={manager.dismissMoved}
        onGoToTrash={manager.goToTrashAfterMove}
      />
    </>
  );
}
