import type { SharedDriveItem } from '@photodossier/domain/share';
import { ChevronRight, Download, Eye, File, Folder, FolderSymlink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pageTestId } from '@/components/coming-soon-page';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useDateDisplay } from '@/lib/date-display';
import { formatSize } from '@/lib/format';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { useDriveSharedView } from '../api/open-shared';
import { shareExpiryDate } from '../components/share-dates';
import { PasswordForm, Unavailable } from '../components/shared-states';

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

/**
 * /drive-shared/{token}: a drive file or folder shared by link, for anyone holding it and no
 * account. Subfolders open inside the page; nothing outside the shared item is reachable.
 */
export function DriveSharedPage() {
  const { t, i18n } = useTranslation();
  const locale = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const dates = useDateDisplay();
  const { token = '' } = useParams();
  const [password, setPassword] = useState<string | null>(null);
  const [folderId, setFolderId] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState<SharedDriveItem | null>(null);
  const shared = useDriveSharedView(token, password, folderId);
  const code = isApiError(shared.error) ? shared.error.code : null;

  let body: React.ReactNode;
  if (shared.isPending) {
    body = <Spinner className="min-h-[40vh]" label={t('shares.page.loading')} />;
  } else if (code === 'share.password_required' || code === 'share.wrong_password') {
    body = <PasswordForm wrong={code === 'share.wrong_password'} onSubmit={setPassword} />;
  } else if (code === 'share.too_many_attempts') {
    body = (
      <p role="alert" className="mx-auto max-w-lg py-10 text-center">
        {t('errors:share.too_many_attempts')}
      </p>
    );
  } else if (!shared.data?.drive || shared.isError) {
    body = <Unavailable />;
  } else {
    const data = shared.data;
    const drive = shared.data.drive;
    body = (
      <div className="flex flex-col gap-5">
        <header className="flex flex-col gap-1">
          <h2 className="text-2xl font-semibold tracking-tight">{data.title}</h2>
          <p className="text-sm text-muted-foreground">
            {t('shares.page.expires', { date: shareExpiryDate(data.expires_at, dates) })}
          </p>
        </header>
        {drive.breadcrumbs.length > 1 ? (
          <nav
            aria-label={t('drive.breadcrumbs')}
            className="flex flex-wrap items-center gap-1 text-sm"
          >
            {drive.breadcrumbs.map((crumb, index) => (
              <span key={crumb.id} className="flex items-center gap-1">
                {index > 0 ? (
                  <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
                ) : null}
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setFolderId(index === 0 ? null : crumb.id)}
                >
                  {crumb.name}
                </Button>
              </span>
            ))}
          </nav>
        ) : null}
        {drive.items.length === 0 ? (
          <p className="rounded-2xl border border-dashed p-8 text-center text-muted-foreground">
            {t('drive.empty')}
          </p>
        ) : (
          <ul className="divide-y divide-border rounded-2xl border border-border bg-card">
            {drive.items.map((item) => (
              <li
                key={item.id}
                data-testid="shared-drive-item"
                data-name={item.name}
                className="flex items-center gap-3 px-4 py-3 text-sm"
              >
                {item.type === 'folder' ? (
                  <Folder aria-hidden className="size-5 shrink-0 text-primary" />
                ) : (
                  <File aria-hidden className="size-5 shrink-0 text-muted-foreground" />
                )}
                {item.type === 'folder' ? (
                  <button
                    type="button"
                    className="min-w-0 flex-1 truncate text-left font-medium hover:underline"
                    onClick={() => setFolderId(item.id)}
                  >
                    {item.name}
                  </button>
                ) : (
                  <span className="min-w-0 flex-1 truncate font-medium">{item.name}</span>
                )}
                {item.type === 'file' ? (
                  <span className="text-muted-foreground">{formatSize(item.size, locale)}</span>
                ) : null}
                {item.preview_url ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('drive.actions.preview')}
                    onClick={() => setPreviewing(item)}
                  >
                    <Eye aria-hidden />
                  </Button>
                ) : null}
                {item.download_url ? (
                  <Button asChild variant="ghost" size="icon">
                    <a
                      href={item.download_url}
                      download={item.name}
                      aria-label={t('drive.actions.download')}
                    >
                      <Download aria-hidden />
                    </a>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <SharedPreview item={previewing} onClose={() => setPreviewing(null)} />
      </div>
    );
  }

  return (
    <section
      data-testid={pageTestId('driveShared')}
      className="mx-auto flex w-full max-w-5xl flex-col gap-6"
    >
      <PageTitle title={t('pages.driveShared.title')} />
      <h1 className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
        <FolderSymlink aria-hidden className="size-4" />
        {t('pages.driveShared.title')}
      </h1>
      {body}
    </section>
  );
}
