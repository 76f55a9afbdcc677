import type { PortalItem } from '@photodossier/domain/patient-portal';
import type { TFunction } from 'i18next';
import { formatDate, type DateDisplay } from '@/lib/format';

/**
 * What a shared item is called wherever the practitioner reads about it (the access journal, a
 * button's name): a photo by the day it was taken (« Photo du 12/03/2026 »), for a record holds
 * many and none has a title; anything else by its title, or its kind when it has none. A photo
 * whose date the server no longer gives (it went to the trash) is a « Photo ».
 */
export function portalItemName(
  item: Pick<PortalItem, 'kind' | 'title' | 'date_prise'>,
  t: TFunction,
  display: DateDisplay,
): string {
  if (item.kind === 'photo' && item.date_prise) {
    return t('consents:portal.photoOf', { date: formatDate(item.date_prise, display) });
  }
  return item.title || t(`consents:portal.kinds.${item.kind}`);
}
