import type { StorageMediaItem } from '@photodossier/domain/storage-media';
import { useTranslation } from 'react-i18next';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { formatSize } from '@/lib/format';
import { TrashRowList, type TrashRowListProps } from './trash-row-list';
import { TrashThumbnail } from './trash-thumbnail';

const ESTIMATED_ROW_HEIGHT = 84;

/** Photos and videos in the trash: thumbnail, file name, patient, kind, deletion date, size. */
export function TrashedMediaList(props: TrashRowListProps<StorageMediaItem>) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const { language } = dates;

  return (
    <TrashRowList
      {...props}
      label={t('trash.media.listLabel')}
      testId="trashed-media-list"
      rowTestId="trashed-media-row"
      estimatedRowHeight={ESTIMATED_ROW_HEIGHT}
      nameOf={(item) => item.filename}
      renderContent={(item) => {
        const deletedOn = formatDate(item.deleted_at, dates);
        const size = formatSize(item.file_size, language);
        return (
          <>
            <TrashThumbnail item={item} />
            <div className="flex min-w-0 flex-1 flex-col">
              <p className="truncate text-sm font-medium" title={item.filename}>
                {item.filename}
              </p>
              <p className="truncate text-sm text-muted-foreground">
                {item.patient_name ?? t('trash.unassigned')}
              </p>
              <p className="truncate text-xs text-muted-foreground">
                {[
                  item.media_type === 'video' ? t('trash.media.video') : t('trash.media.photo'),
                  deletedOn ? t('trash.deletedOn', { date: deletedOn }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                <span className="sm:hidden"> · {size}</span>
              </p>
            </div>
            <span className="hidden shrink-0 text-sm tabular-nums text-muted-foreground sm:inline">
              {size}
            </span>
          </>
        );
      }}
    />
  );
}
