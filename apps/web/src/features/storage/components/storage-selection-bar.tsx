import { RotateCcw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { formatSize } from '@/lib/format';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import type { StorageManager } from '../hooks/use-storage-manager';

/** Select all, what is selected, and restore / delete / empty the trash. */
export function StorageSelectionBar({ manager }: { manager: StorageManager }) {
  const { t, i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { items, selection, view, busy } = manager;
  // shrink-0: min-h-10 replaces the flex item's automatic minimum, so on a phone, where the
  // buttons wrap onto a second line, the dialog's column squeezed the bar under the list.
  return (
    <div
      data-testid="storage-selection-bar"
      className="flex min-h-10 shrink-0 flex-wrap items-center gap-2 border-y border-border py-2 text-sm"
    >
      <label className="flex items-center gap-2">
        <Checkbox
          checked={manager.allSelected}
          disabled={items.length === 0}
          onCheckedChange={manager.toggleAll}
        />
        {t('storageManager.selectAll')}
      </label>
      {selection.count > 0 ? (
        <span data-testid="storage-selection-summary" className="font-medium">
          {t('storageManager.selection', {
            count: selection.count,
            size: formatSize(selection.bytes, language),
          })}
        </span>
      ) : null}
      <div className="ml-auto flex flex-wrap gap-2">
        {selection.count > 0 && view === 'trash' ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={manager.restoreSelected}
          >
            <RotateCcw aria-hidden />
            {t('storageManager.restore')}
          </Button>
        ) : null}
        {selection.count > 0 ? (
          <Button
            type="button"
            size="sm"
            variant="destructive"
            disabled={busy}
            onClick={manager.deleteSelected}
          >
            <Trash2 aria-hidden />
            {t('storageManager.delete')}
          </Button>
        ) : null}
        {view === 'trash' && (items.length > 0 || manager.trashPhotoCount > 0) ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => manager.setConfirm('emptyTrash')}
            className="border-destructive text-destructive hover:bg-destructive/10 hover:text-destructive"
          >
            <Trash2 aria-hidden />
            {t('storageManager.emptyTrash')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
