import type { PhotoListItem } from '@photodossier/domain/media-record';
import { useCallback, useMemo, useState } from 'react';
import { useVisibleSelection } from '@/lib/use-visible-selection';
import type { GallerySelection } from '../components/gallery-tile';

/**
 * A gallery's selection mode: off until Sélectionner, then the chosen photos among those the
 * gallery still shows (a photo deleted or assigned meanwhile drops out by itself).
 */
export function useGallerySelection(photos: readonly PhotoListItem[]) {
  const visibleIds = useMemo(() => photos.map((photo) => photo.id), [photos]);
  const selection = useVisibleSelection(visibleIds);
  const [selecting, setSelecting] = useState(false);
  const selectedIds = useMemo(() => [...selection.selected], [selection.selected]);
  const { clear } = selection;

  const start = useCallback(() => setSelecting(true), []);
  const stop = useCallback(() => {
    setSelecting(false);
    clear();
  }, [clear]);
  const tiles = useMemo<GallerySelection | null>(
    () => (selecting ? { selected: selection.selected, onToggle: selection.toggle } : null),
    [selecting, selection.selected, selection.toggle],
  );

  return { selecting, start, stop, selection, selectedIds, tiles, totalCount: photos.length };
}

export type GallerySelectionState = ReturnType<typeof useGallerySelection>;
