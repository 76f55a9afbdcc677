import { formatDate, formatSize, type DateDisplay } from '@/lib/format';
import type { StorageMediaItem } from '@photodossier/domain/storage-media';
import type { TFunction } from 'i18next';

/** What a card and a row print about one item, computed once per render of the item. */
export interface StorageMediaTexts {
  readonly kind: string;
  readonly patient: string;
  readonly date: string;
  readonly size: string;
  readonly toggle: string;
}

export function storageMediaTexts(
  item: StorageMediaItem,
  t: TFunction,
  dates: DateDisplay,
): StorageMediaTexts {
  const isVideo = item.media_type === 'video';
  const kind = t(isVideo ? 'storageManager.badge.video' : 'storageManager.badge.photo');
  return {
    kind,
    patient: item.patient_name ?? t('storageManager.unassigned'),
    date: formatDate(item.date_prise, dates),
    size: formatSize(item.file_size, dates.language),
    toggle: t('storageManager.selectItem', { name: item.filename || kind }),
  };
}
