import { RotateCcw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

type RowActionsProps = {
  name: string;
  busy: boolean;
  onRestore: () => void;
  onDelete: () => void;
};

/** Restore and delete-for-good buttons of one trash row; their names say which item. */
export function RowActions({ name, busy, onRestore, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex shrink-0 items-center gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-9"
        disabled={busy}
        aria-label={t('trash.restoreOne', { name })}
        title={t('trash.restoreOne', { name })}
        data-testid="trash-row-restore"
        onClick={onRestore}
      >
        <RotateCcw aria-hidden />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-9 text-red-700 hover:bg-red-600/10 hover:text-red-800 dark:text-red-300 dark:hover:text-red-200"
        disabled={busy}
        aria-label={t('trash.deleteOne', { name })}
        title={t('trash.deleteOne', { name })}
        data-testid="trash-row-delete"
        onClick={onDelete}
      >
        <Trash2 aria-hidden />
      </Button>
    </div>
  );
}
