import { formatVideoDuration } from '@photodossier/domain/duration';
import type { StorageMediaItem } from '@photodossier/domain/storage-media';
import type { TFunction } from 'i18next';
import type { Language } from '@/lib/i18n/languages';
import { formatSize } from '@/lib/format-size';
import { formatShortDate } from '../lib/short-date';

/** What a card and a row print about one item, computed once per render of the item. */
export interface StorageMediaTexts {
  readonly kind: string;
  readonly patient: string;
  readonly date: string;
  readonly size: string;
  /** m:ss, videos only. */
  readonly duration: string | null;
  readonly toggle: string;
}

export function storageMediaTexts(
  item: StorageMediaItem,
  t: TFunction,
  language: Language,
): StorageMediaTexts {
  const isVideo = item.media_type === 'video';
  const kind = t(isVideo ? 'storageManager.badge.video' : 'storageManager.badge.photo');
  return {
    kind,
    patient: item.patient_name ?? t('storageManager.unassigned'),
    date: formatShortDate(item.date_prise, language),
    size: formatSize(item.file_size, language),
    duration: isVideo ? formatVideoDuration(item.duration) : null,
    toggle: t('storageManager.selectItem', { name: item.filename || kind }),
  };
}
