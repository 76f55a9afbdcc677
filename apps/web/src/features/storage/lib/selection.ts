import type { StorageMediaItem } from '@photodossier/domain/storage-media';

export interface SelectionSummary {
  readonly ids: string[];
  readonly count: number;
  readonly bytes: number;
}

/** The selected items among those listed: ids to act on, their count and total size. */
export function selectionSummary(
  items: readonly StorageMediaItem[],
  selected: ReadonlySet<string>,
): SelectionSummary {
  const chosen = items.filter((item) => selected.has(item.id));
  return {
    ids: chosen.map((item) => item.id),
    count: chosen.length,
    bytes: chosen.reduce((sum, item) => sum + item.file_size, 0),
  };
}

/** Every listed item when some are not selected yet, none when all are. */
export function toggleAll(
  items: readonly StorageMediaItem[],
  selected: ReadonlySet<string>,
): ReadonlySet<string> {
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));
  return allSelected ? new Set() : new Set(items.map((item) => item.id));
}

export function toggleOne(selected: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
