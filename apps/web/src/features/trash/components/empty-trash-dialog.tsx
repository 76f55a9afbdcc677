import { TriangleAlert } from 'lucide-react';
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
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent data-testid="empty-trash-dialog" role="alertdialog">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <TriangleAlert aria-hidden className="size-5 shrink-0 text-destructive" />
            {t('trash.emptyTrash.title')}
          </DialogTitle>
          <DialogDescription asChild>
            <div className="flex flex-col gap-1">
              <p>{t('trash.emptyTrash.text', { count })}</p>
              <p className="font-medium text-foreground">{t('trash.emptyTrash.irreversible')}</p>
            </div>
          </DialogDescription>
        </DialogHeader>
        {/* A new slider for every opening: a confirmed one must not stay confirmed. */}
        {open ? (
          <SwipeConfirm
            data-testid="empty-trash-swipe"
            label={t('trash.emptyTrash.swipe')}
            confirmedLabel={t('trash.emptyTrash.swiping')}
            disabled={count === 0}
            onConfirm={onConfirm}
          />
        ) : null}
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => onOpenChange(false)}
          >
            {t('trash.emptyTrash.cancel')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
