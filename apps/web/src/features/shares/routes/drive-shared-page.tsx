import type { SharedDriveItem } from '@photodossier/domain/share';
import { Download, Eye, File, Folder, FolderSymlink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BreadcrumbItem, BreadcrumbTrail } from '@/components/breadcrumb-item';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useDateDisplay } from '@/lib/date-display';
import { formatSize } from '@/lib/format';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { usePagedRows } from '@/lib/use-paged-rows';
import { useDriveSharedView, type SharedDrivePage } from '../api/open-shared';
import { shareExpiryDate } from '../components/share-dates';
import { SharedLinkPage } from '../components/shared-states';

function SharedPreview({ item, onClose }: { item: SharedDriveItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const url = item?.preview_url ?? '';
  const mime = item?.mime_type ?? '';
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('app.close')} className="max-w-4xl">
        <DialogHeader>
          <DialogTitle className="truncate pr-8">{item?.name}</DialogTitle>
        </DialogHeader>
        {mime.startsWith('image/') ? (
          <img src={url} alt={item?.name ?? ''} className="max-h-[70dvh] w-full object-contain" />
        ) : mime.startsWith('video/') ? (
          <video src={url} controls className="max-h-[70dvh] w-full" />
        ) : (
          <iframe
            src={url}
            title={item?.name ?? ''}
            className="h-[70dvh] w-full rounded-lg border"
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

// One row of the shared list: icon, name, size and two icon buttons.
const ROW_HEIGHT_PX = 52;

/**
 * /drive-shared/{token}: a drive file or folder shared by link, for anyone holding it and no
 * account. Subfolders open inside the page; nothing outside the shared item is reachable. A
 * folder of thousands of items is virtualised and loaded page by page as the visitor scrolls.
 */
export function DriveSharedPage() {
  const { token = '' } = useParams();
  const [password, setPassword] = useState<string | null>(null);
  const [folderId, setFolderId] = useState<string | null>(null);
  const shared = useDriveSharedView(token, password, folderId);
  const first = shared.data?.pages[0];
  return (
    <SharedLinkPage
      page="driveShared"
      icon={FolderSymlink}
      opening={shared}
      ready={first?.isDrive === true}
      onPassword={setPassword}
    >
      {() => (first ? <SharedFolder shared={shared} first={first} onOpen={setFolderId} /> : null)}
    </SharedLinkPage>
  );
}

type SharedFolderProps = {
  shared: ReturnType<typeof useDriveSharedView>;
  first: SharedDrivePage;
  onOpen: (folderId: string | null) => void;
};

function SharedFolder({ shared, first, onOpen }: SharedFolderProps) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const [previewing, setPreviewing] = useState<SharedDriveItem | null>(null);
  const { rows, scrollRef, virtualizer } = usePagedRows(shared, ROW_HEIGHT_PX);
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h2 className="text-2xl font-semibold tracking-tight">{first.title}</h2>
        <p className="text-sm text-muted-foreground">
          {t('shares.page.expires', { date: shareExpiryDate(first.expires_at, dates) })}
        </p>
      </header>
      {first.breadcrumbs.length > 1 ? (
        <BreadcrumbTrail label={t('drive.breadcrumbs')}>
          {first.breadcrumbs.map((crumb, index) => (
            <BreadcrumbItem
              key={crumb.id}
              name={crumb.name}
              separated={index > 0}
              aria-current={index === first.breadcrumbs.length - 1 ? 'page' : undefined}
              onClick={() => onOpen(index === 0 ? null : crumb.id)}
            />
          ))}
        </BreadcrumbTrail>
      ) : null}
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed p-8 text-center text-muted-foreground">
          {t('drive.empty')}
        </p>
      ) : (
        <div
          ref={scrollRef}
          data-testid="shared-drive-list"
          data-total={first.total}
          className="max-h-[70dvh] overflow-y-auto rounded-2xl border border-border bg-card"
        >
          <ul className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((virtual) => {
              const item = rows[virtual.index];
              if (!item) return null;
              return (
                <li
                  key={virtual.key}
                  data-testid="shared-drive-item"
                  data-name={item.name}
                  className="absolute top-0 left-0 flex w-full items-center gap-3 border-b border-border px-4 text-sm"
                  style={{ height: ROW_HEIGHT_PX, transform: `translateY(${virtual.start}px)` }}
                >
                  <SharedDriveRow item={item} onOpen={onOpen} onPreview={setPreviewing} />
                </li>
              );
            })}
          </ul>
          {shared.isFetchingNextPage ? (
            <Spinner size="sm" label={t('shares.page.loading')} className="py-3" />
          ) : null}
        </div>
      )}
      <SharedPreview item={previewing} onClose={() => setPreviewing(null)} />
    </div>
  );
}

type SharedDriveRowProps = {
  item: SharedDriveItem;
  onOpen: (folderId: string) => void;
  onPreview: (item: SharedDriveItem) => void;
};

function SharedDriveRow({ item, onOpen, onPreview }: SharedDriveRowProps) {
  const { t, i18n } = useTranslation();
  const locale = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const folder = item.type === 'folder';
  return (
    <>
      {folder ? (
        <Folder aria-hidden className="size-5 shrink-0 text-primary" />
      ) : (
        <File aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      )}
      {folder ? (
        <button
          type="button"
          className="min-w-0 flex-1 truncate text-left font-medium hover:underline"
          onClick={() => onOpen(item.id)}
        >
          {item.name}
        </button>
      ) : (
        <span className="min-w-0 flex-1 truncate font-medium">{item.name}</span>
      )}
      {folder ? null : (
        <span className="text-muted-foreground">{formatSize(item.size, locale)}</span>
      )}
      {item.preview_url ? (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('drive.actions.preview')}
          onClick={() => onPreview(item)}
        >
          <Eye aria-hidden />
        </Button>
      ) : null}
      {item.download_url ? (
        <Button asChild variant="ghost" size="icon">
          <a href={item.download_url} download={item.name} aria-label={t('drive.actions.download')}>
            <Download aria-hidden />
          </a>
        </Button>
      ) : null}
    </>
  );
}
