import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

type ImportDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Opened by the sidebar's Import entry; the import itself arrives with a later version. */
export function ImportDialog({ open, onOpenChange }: ImportDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('app.close')}>
        <DialogHeader>
          <span className="mb-1 inline-flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
            <Upload aria-hidden className="size-5" />
          </span>
          <DialogTitle>{t('imports.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('imports.dialogDescription')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{t('app.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
