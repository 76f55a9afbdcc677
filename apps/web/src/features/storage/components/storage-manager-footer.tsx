import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatSize, formatStorageTotal } from '@/lib/format';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import type { StorageManager } from '../hooks/use-storage-manager';

/** What the list shows and what the plan holds, with the close button. */
export function StorageManagerFooter({
  manager,
  onClose,
}: {
  manager: StorageManager;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { stats } = manager;
  return (
    <footer
      data-testid="storage-manager-footer"
      className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3 text-sm"
    >
      <div className="flex flex-col text-muted-foreground sm:flex-row sm:gap-4">
        <span data-testid="storage-footer-shown">
          {t('storageManager.footer.shown', {
            count: manager.shownCount,
            size: formatSize(manager.shownBytes, language),
          })}
        </span>
        {stats ? (
          <span data-testid="storage-footer-usage">
            {t('storageManager.footer.usage', {
              used: formatSize(stats.used_bytes, language),
              total: formatStorageTotal(stats.total_bytes, language),
            })}
          </span>
        ) : null}
      </div>
      <Button type="button" variant="outline" onClick={onClose}>
        {t('storageManager.close')}
      </Button>
    </footer>
  );
}
