import type { DriveItemRecord } from '@photodossier/domain/drive';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { driveFileUrl } from '@/lib/drive-file-url';
import { previewKindOf } from '../lib/drive-drag';

/** Images, PDFs and videos open in the page, from the file route (the browser's own viewers). */
export function PreviewDialog({
  item,
  onClose,
}: {
  item: DriveItemRecord | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const kind = item ? previewKindOf(item.mime_type) : null;
  const url = item ? driveFileUrl(item.id) : '';
  return (
    <Dialog open={item !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t('app.close')} className="max-w-4xl" data-testid="drive-preview">
        <DialogHeader>
          <DialogTitle className="truncate pr-8">
            {t('drive.preview.title', { name: item?.name ?? '' })}
          </DialogTitle>
        </DialogHeader>
        {kind === 'image' ? (
          <img src={url} alt={item?.name ?? ''} className="max-h-[70dvh] w-full object-contain" />
        ) : kind === 'video' ? (
          <video src={url} controls className="max-h-[70dvh] w-full" />
        ) : kind === 'pdf' ? (
          <iframe
            src={url}
            title={item?.name ?? ''}
            className="h-[70dvh] w-full rounded-lg border"
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t('drive.preview.unavailable')}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
