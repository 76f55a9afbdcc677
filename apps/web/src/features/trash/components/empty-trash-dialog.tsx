import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SwipeConfirm } from '@/components/ui/swipe-confirm';

type EmptyTrashDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Files the trash holds: the confirmation states how many go. */
  count: number;
  busy: boolean;
  onConfirm: () => void;
};

/**
 * Emptying the trash cannot be undone, so a click is not enough: the user drags the red
 * slider to the end (spec 01 §2), then sees "Vidage en cours..." while it runs.
 */
export function EmptyTrashDialog({
  open,
  onOpenChange,
  count,
  busy,
  onConfirm,
}: EmptyTrashDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      data-testid="empty-trash-dialog"
      open={open}
      onCancel={() => onOpenChange(false)}
      onConfirm={onConfirm}
      title={
        <span className="flex items-center gap-2">
          <TriangleAlert aria-hidden className="size-5 shrink-0 text-destructive" />
          {t('trash.emptyTrash.title')}
        </span>
      }
      description={
        <>
          <p>{t('trash.emptyTrash.text', { count })}</p>
          <p className="font-medium text-foreground">{t('trash.emptyTrash.irreversible')}</p>
        </>
      }
      cancelLabel={t('trash.emptyTrash.cancel')}
      pending={busy}
    >
      <SwipeConfirm
        data-testid="empty-trash-swipe"
        label={t('trash.emptyTrash.swipe')}
        confirmedLabel={t('trash.emptyTrash.swiping')}
        disabled={count === 0}
        onConfirm={onConfirm}
      />
    </ConfirmDialog>
  );
}
