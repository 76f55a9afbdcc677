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

type SwipeConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  text: string;
  swipeLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  pending: boolean;
  onConfirm: () => void;
  'data-testid'?: string;
};

/** An irreversible deletion: says what goes, then needs the swipe (spec 01 §2). */
export function SwipeConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  swipeLabel,
  pendingLabel,
  cancelLabel,
  pending,
  onConfirm,
  'data-testid': testId,
}: SwipeConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent
        data-testid={testId}
        closeLabel={pending ? undefined : t('storageManager.close')}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
        {/* A fresh slider each time the dialog opens: the previous one stayed "confirmed". */}
        {open ? (
          <SwipeConfirm
            label={swipeLabel}
            confirmedLabel={pendingLabel}
            onConfirm={onConfirm}
            disabled={pending}
            data-testid="swipe-confirm"
          />
        ) : null}
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            disabled={pending}
            onClick={() => onOpenChange(false)}
          >
            {cancelLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
