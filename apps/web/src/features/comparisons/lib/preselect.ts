import type { PhotoListItem } from '@photodossier/domain/media-record';

/**
 * The two photos a comparison opens with: the two most recent photos of one treated zone (the
 * zone of the newest photo that has two), else the two most recent photos. Videos are left for
 * the practitioner to pick.
 */
export function preselectPhotos(newestFirst: readonly PhotoListItem[]): PhotoListItem[] {
  const images = newestFirst.filter((photo) => photo.media_type === 'image');
  const byZone = new Map<string, PhotoListItem[]>();
  for (const photo of images) {
    const zone = photo.zone_traitee.trim().toLowerCase();
    if (!zone) continue;
    const group = byZone.get(zone) ?? [];
    group.push(photo);
    byZone.set(zone, group);
    if (group.length === 2) return [...group].reverse();
  }
  return images.slice(0, 2).reverse();
}

/** Oldest first: the first photo is "before". */
export function chronological<T extends Pick<PhotoListItem, 'date_prise' | 'id'>>(
  photos: readonly T[],
): T[] {
  return [...photos].sort(
    (a, b) => a.date_prise.localeCompare(b.date_prise) || a.id.localeCompare(b.id),
  );
}
