import type { DriveCrumb, DriveItemRecord } from '@photodossier/domain/drive';
import { ChevronRight, Folder, HardDrive } from 'lucide-react';
import { useEffect, useState } from 'react';
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
import { Spinner } from '@/components/ui/spinner';
import { useDriveItems } from '../api/get-drive-items';

type MoveDialogProps = {
  item: DriveItemRecord | null;
  pending: boolean;
  onCancel: () => void;
  onMove: (item: DriveItemRecord, parentId: string | null) => void;
};

/** Browses the drive's folders to choose where an item goes; the server checks the rule. */
export function MoveDialog({ item, pending, onCancel, onMove }: MoveDialogProps) {
  const { t } = useTranslation();
  const [folderId, setFolderId] = useState<string | null>(null);
  useEffect(() => {
    if (item) setFolderId(item.parent_id);
  }, [item]);
  const listing = useDriveItems({ parentId: folderId, search: '', sort: 'name', dir: 'asc' });
  const pages = listing.data?.pages ?? [];
  // The item's own folders stay listed: the server says why a folder cannot go into itself.
  const folders = pages.flatMap((page) => page.items).filter((entry) => entry.type === 'folder');
  const crumbs: DriveCrumb[] = pages[0]?.breadcrumbs ?? [];

  return (
    <Dialog open={item !== null} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent closeLabel={t('app.close')} data-testid="drive-move-dialog">
        <DialogHeader>
          <DialogTitle>{t('drive.moveDialog.title', { name: item?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('drive.moveDialog.description')}</DialogDescription>
        </DialogHeader>
        <nav
          aria-label={t('drive.breadcrumbs')}
          className="flex flex-wrap items-center gap-1 text-sm"
        >
          <Button type="button" variant="ghost" size="sm" onClick={() => setFolderId(null)}>
            <HardDrive aria-hidden />
            {t('drive.root')}
          </Button>
          {crumbs.map((crumb) => (
            <span key={crumb.id} className="flex items-center gap-1">
              <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
              <Button type="button" variant="ghost" size="sm" onClick={() => setFolderId(crumb.id)}>
                {crumb.name}
              </Button>
            </span>
          ))}
        </nav>
        <div className="max-h-72 min-h-32 overflow-y-auto rounded-lg border border-border">
          {listing.isPending ? (
            <Spinner className="py-6" />
          ) : folders.length === 0 ? (
            <p className="p-4 text-sm text-muted-foreground">{t('drive.moveDialog.noFolders')}</p>
          ) : (
            <ul>
              {folders.map((folder) => (
                <li key={folder.id}>
                  <button
                    type="button"
                    className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-accent"
                    onClick={() => setFolderId(folder.id)}
                  >
                    <Folder aria-hidden className="size-4 text-primary" />
                    {folder.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('app.cancel')}
          </Button>
          <Button
            type="button"
            disabled={pending || item === null}
            onClick={() => item && onMove(item, folderId)}
          >
            {t('drive.moveDialog.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
