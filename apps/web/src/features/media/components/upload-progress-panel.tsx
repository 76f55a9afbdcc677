import { ChevronDown, ChevronUp, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { createStore, useStore } from '@/lib/create-store';
import { isUploadActive, type UploadItem } from '@/lib/uploads/upload-store';
import { UploadItemRow } from './upload-item-row';

// Every upload button renders the panel, but one page may hold two buttons (a patient page
// and its timeline): only the first mounted panel shows, so progress never appears twice.
const owners = createStore<readonly string[]>([]);
const firstOwner = (ids: readonly string[]) => ids[0];

function usePanelOwnership(): boolean {
  const id = useId();
  useEffect(() => {
    owners.setState((ids) => [...ids, id]);
    return () => owners.setState((ids) => ids.filter((owner) => owner !== id));
  }, [id]);
  return useStore(owners, firstOwner) === id;
}

type UploadProgressPanelProps = {
  items: readonly UploadItem[];
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onClose: () => void;
};

/** Floating progress of the uploads: one row per file, the panel closes once all are over. */
export function UploadProgressPanel({
  items,
  onCancel,
  onRetry,
  onClose,
}: UploadProgressPanelProps) {
  const { t } = useTranslation();
  const owner = usePanelOwnership();
  const [collapsed, setCollapsed] = useState(false);
  const titleId = useId();
  if (!owner || items.length === 0) return null;

  const active = items.filter(isUploadActive).length;
  const done = items.filter((item) => item.status === 'done').length;
  const failed = items.filter((item) => item.status === 'error').length;

  return (
    <section
      aria-labelledby={titleId}
      data-testid="upload-panel"
      className="fixed right-3 bottom-[calc(5rem+env(safe-area-inset-bottom))] left-3 z-40 flex max-h-[min(60dvh,28rem)] flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-xl sm:left-auto sm:w-[24rem] md:right-6 md:bottom-6"
    >
      <header className="flex items-center gap-2 border-b border-border px-4 py-3">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-sm font-semibold">
            {active > 0 ? t('media.upload.panelTitleActive') : t('media.upload.panelTitleDone')}
          </h2>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {t('media.upload.summary', { done, count: items.length })}
            {failed > 0 ? ` · ${t('media.upload.failedCount', { count: failed })}` : null}
          </p>
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-expanded={!collapsed}
          aria-label={collapsed ? t('media.upload.expand') : t('media.upload.collapse')}
          onClick={() => setCollapsed((value) => !value)}
        >
          {collapsed ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
        </Button>
        {active === 0 ? (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t('media.upload.close')}
            onClick={onClose}
          >
            <X aria-hidden />
          </Button>
        ) : null}
      </header>
      <ul className={cn('flex-1 divide-y divide-border overflow-y-auto', collapsed && 'hidden')}>
        {items.map((item) => (
          <UploadItemRow key={item.id} item={item} onCancel={onCancel} onRetry={onRetry} />
        ))}
      </ul>
    </section>
  );
}
