import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

type MovedToTrashDialogProps = {
  /** How many files were moved; null when the dialog is closed. */
  count: number | null;
  onGoToTrash: () => void;
  onContinue: () => void;
};

/** After a soft delete: the files still use storage while they sit in the trash. */
export function MovedToTrashDialog({ count, onGoToTrash, onContinue }: MovedToTrashDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={count !== null} onOpenChange={(open) => (open ? undefined : onContinue())}>
      <DialogContent data-testid="moved-to-trash-dialog">
        <DialogHeader>
          <DialogTitle>{t('storageManager.moved.title')}</DialogTitle>
          <DialogDescription>
            {t('storageManager.moved.text', { count: count ?? 0 })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onGoToTrash}>
            {t('storageManager.moved.goToTrash')}
          </Button>
          <Button type="button" onClick={onContinue}>
            {t('storageManager.moved.continue')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
