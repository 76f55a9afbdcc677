import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type ConfirmDeleteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** One paragraph each: what goes, what goes with it, that it cannot be undone. */
  lines: readonly string[];
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
};

/** Asks before deleting trash items for good. */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  lines,
  confirmLabel,
  busy,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      data-testid="trash-delete-dialog"
      open={open}
      onCancel={() => onOpenChange(false)}
      onConfirm={onConfirm}
      title={title}
      description={lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      cancelLabel={t('trash.deleteMedia.cancel')}
      confirmLabel={confirmLabel}
      confirmIcon={<Trash2 aria-hidden />}
      pending={busy}
    />
  );
}
