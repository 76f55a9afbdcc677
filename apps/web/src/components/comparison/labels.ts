import { elapsedBetween } from '@photodossier/domain/elapsed-time';
import type { PhotoListItem } from '@photodossier/domain/media-record';
import type { TFunction } from 'i18next';
import { formatDate, type DateDisplay } from '@/lib/format';

/** "12 mars 2025": the date under which a photo of the comparison is named. */
export function comparisonDate(iso: string, dates: DateDisplay): string {
  return formatDate(iso, dates, { style: 'medium' });
}

/** "+3 mois", "+1 an", "même jour": the time from the first photo. */
export function elapsedText(t: TFunction, fromIso: string, toIso: string): string {
  const elapsed = elapsedBetween(Date.parse(fromIso), Date.parse(toIso));
  if (elapsed.count === 0) return t('comparisons.elapsed.sameDay');
  return t(`comparisons.elapsed.${elapsed.unit}`, { count: elapsed.count });
}

/**
 * Labels in photo order: the first is "Avant · date", the last of two "Après · date · +3 mois",
 * and in side by side every other photo its date and time since the first.
 */
export function comparisonLabels(
  t: TFunction,
  dates: DateDisplay,
  photos: readonly Pick<PhotoListItem, 'date_prise'>[],
): string[] {
  const first = photos[0];
  return photos.map((photo, index) => {
    const date = comparisonDate(photo.date_prise, dates);
    if (index === 0 || !first) return t('comparisons.labels.before', { date });
    const elapsed = elapsedText(t, first.date_prise, photo.date_prise);
    if (photos.length === 2) return t('comparisons.labels.after', { date, elapsed });
    return t('comparisons.labels.session', { date, elapsed });
  });
}
