import { LoaderCircle, RotateCcw, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

type TrashSelectionBarProps = {
  /** "12 fichiers • 48 MB" without a selection, the selection's own count with one. */
  summary: string;
  selectedCount: number;
  allSelected: boolean;
  busy: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onRestore: () => void;
  onDelete: () => void;
  /** Actions that do not depend on the selection ("Vider la corbeille"). */
  extra?: ReactNode;
  testId: string;
};

/** Above a trash list: what it holds or what is chosen, and what can be done with it. */
export function TrashSelectionBar({
  summary,
  selectedCount,
  allSelected,
  busy,
  onSelectAll,
  onClear,
  onRestore,
  onDelete,
  extra,
  testId,
}: TrashSelectionBarProps) {
  const { t } = useTranslation();
  const selecting = selectedCount > 0;
  return (
    <div
      data-testid={testId}
      className="flex flex-wrap items-center gap-2 rounded-xl border border-border bg-card p-2 pl-4 shadow-xs"
    >
      <p aria-live="polite" className="mr-auto text-sm font-medium">
        {summary}
      </p>
      <Button type="button" variant="ghost" size="sm" onClick={allSelected ? onClear : onSelectAll}>
        {allSelected ? t('trash.selection.clear') : t('trash.selection.selectAll')}
      </Button>
      {selecting ? (
        <>
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={onRestore}>
            {busy ? (
              <LoaderCircle aria-hidden className="animate-spin" />
            ) : (
              <RotateCcw aria-hidden />
            )}
            {t('trash.selection.restore')}
          </Button>
          <Button type="button" variant="destructive" size="sm" disabled={busy} onClick={onDelete}>
            <Trash2 aria-hidden />
            {t('trash.selection.delete')}
          </Button>
        </>
      ) : null}
      {extra}
    </div>
  );
}
