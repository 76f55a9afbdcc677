import type { TrashDeleteResult } from '@photodossier/domain/storage-media';
import type { TFunction } from 'i18next';
import { notify } from '@/lib/notify';

/** "2 photo(s), 1 patient(s) supprimé(s) définitivement": only what was really removed. */
export function deletedSummaryText(result: TrashDeleteResult, t: TFunction): string {
  const counted: Array<string | null> = [
    result.photos > 0 ? t('trash.toasts.deletedPhotos', { count: result.photos }) : null,
    result.patients > 0 ? t('trash.toasts.deletedPatients', { count: result.patients }) : null,
    result.drive_files > 0
      ? t('trash.toasts.deletedDriveFiles', { count: result.drive_files })
      : null,
  ];
  const parts = counted.filter((part): part is string => part !== null);
  const items = parts.length > 0 ? parts.join(', ') : t('trash.toasts.deletedPhotos', { count: 0 });
  return t('trash.toasts.deletedText', { items });
}

export function notifyDeleted(result: TrashDeleteResult, t: TFunction): void {
  notify(t('trash.toasts.deletedTitle'), {
    description: deletedSummaryText(result, t),
    variant: 'success',
  });
}

/** The storage manager's error toasts: a title, then what failed. */
export function notifyTrashError(t: TFunction, text: string): void {
  notify(t('trash.toasts.errorTitle'), { description: text, variant: 'destructive' });
}
