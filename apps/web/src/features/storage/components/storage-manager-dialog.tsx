import { HardDrive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import type { StorageManagerTarget } from '@/lib/storage-dialogs';
import { useStorageManager, type StorageManager } from '../hooks/use-storage-manager';
import { StorageBreakdown } from './storage-breakdown';
import { StorageDriveBrowser } from './storage-drive-browser';
import { StorageManagerConfirms } from './storage-manager-confirms';
import { StorageManagerFooter } from './storage-manager-footer';
import { StorageManagerToolbar } from './storage-manager-toolbar';
import { StorageMediaBrowser } from './storage-media-browser';
import { StorageSelectionBar } from './storage-selection-bar';

type StorageManagerDialogProps = {
  /** Where the dialog opens; the app remounts it (key) when asked to open elsewhere. */
  target: StorageManagerTarget;
  onClose: () => void;
};

/**
 * The storage manager (spec 01 §2): what uses the plan's space, the largest files first, and
 * the ways to free it: move to the trash, restore, delete for good, empty the trash. The state
 * and the mutations live in useStorageManager.
 */
export function StorageManagerDialog({ target, onClose }: StorageManagerDialogProps) {
  const { t } = useTranslation();
  const manager = useStorageManager(target);
  return (
    <>
      <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
        <DialogContent
          data-testid="storage-manager"
          data-tab={manager.tab}
          data-view={manager.view}
          closeLabel={t('storageManager.close')}
          className="flex h-[calc(100dvh-2rem)] max-w-5xl flex-col gap-3 p-4 sm:p-6 md:h-[min(calc(100dvh-4rem),56rem)]"
        >
          <DialogHeader>
            <DialogTitle>{t('storageManager.title')}</DialogTitle>
            <DialogDescription>{t('storageManager.subtitle')}</DialogDescription>
          </DialogHeader>
          {manager.stats ? <StorageBreakdown stats={manager.stats} /> : null}
          <StorageManagerToolbar
            tab={manager.tab}
            view={manager.view}
            display={manager.display}
            sort={manager.sort}
            type={manager.type}
            onTabChange={manager.changeTab}
            onViewChange={manager.changeView}
            onDisplayChange={manager.setDisplay}
            onSortChange={manager.changeSort}
            onTypeChange={manager.changeType}
          />
          {manager.isMedia ? <StorageSelectionBar manager={manager} /> : null}
          <StorageManagerBody manager={manager} />
          <StorageManagerFooter manager={manager} onClose={onClose} />
        </DialogContent>
      </Dialog>
      <StorageManagerConfirms manager={manager} />
    </>
  );
}

function StorageManagerBody({ manager }: { manager: StorageManager }) {
  const { t } = useTranslation();
  const { items, media, drive } = manager;
  if (manager.isMedia ? media.isPending : drive.files.isPending) {
    return <Spinner label={t('storageManager.loading')} className="flex-1 py-10" />;
  }
  if (manager.isMedia ? items.length === 0 : drive.count === 0) {
    return (
      <div
        data-testid="storage-empty"
        className="flex flex-1 flex-col items-center justify-center gap-2 py-10 text-center text-sm text-muted-foreground"
      >
        <HardDrive aria-hidden className="size-8" />
        {t(
          manager.isMedia && manager.view === 'trash'
            ? 'storageManager.empty.trash'
            : 'storageManager.empty.files',
        )}
      </div>
    );
  }
  if (!manager.isMedia) return <StorageDriveBrowser drive={drive} />;
  return (
    <StorageMediaBrowser
      items={items}
      display={manager.display}
      selected={manager.selected}
      onToggle={manager.toggle}
      hasNextPage={media.hasNextPage}
      isFetchingNextPage={media.isFetchingNextPage}
      fetchNextPage={media.fetchNextPage}
    />
  );
}
