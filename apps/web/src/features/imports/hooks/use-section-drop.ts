import { useMemo, useState, type DragEvent } from 'react';
import type { ImportSection } from '../components/import-photo-list';
import { IMPORT_PHOTO_DRAG_TYPE } from '../components/import-photo-tile';

/**
 * Photos dragged between the import dialog's sections. A section takes a photo dropped on its
 * header, its card or any of its tiles, each marked `data-drop-section` with the section's key:
 * the tiles are siblings of the rows, not inside them, so the list finds the section under the
 * pointer. Files dragged in from outside are left to the dialog.
 */
export function useSectionDrop(
  sections: readonly ImportSection[],
  onMove: (photoId: string, patientId: string | null) => void,
) {
  const [dragOver, setDragOver] = useState<string | null>(null);
  const sectionsByKey = useMemo(
    () => new Map(sections.map((section) => [section.key, section])),
    [sections],
  );
  const sectionUnder = (event: DragEvent) => {
    const key = (event.target as Element)
      .closest('[data-drop-section]')
      ?.getAttribute('data-drop-section');
    return key ? sectionsByKey.get(key) : undefined;
  };
  const carriesPhoto = (event: DragEvent) =>
    event.dataTransfer.types.includes(IMPORT_PHOTO_DRAG_TYPE);

  const dropHandlers = {
    onDragOver: (event: DragEvent) => {
      if (!carriesPhoto(event)) return;
      const section = sectionUnder(event);
      if (!section) {
        if (dragOver !== null) setDragOver(null);
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = 'move';
      if (dragOver !== section.key) setDragOver(section.key);
    },
    onDragLeave: (event: DragEvent) => {
      if (!carriesPhoto(event)) return;
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragOver(null);
    },
    onDrop: (event: DragEvent) => {
      if (!carriesPhoto(event)) return;
      setDragOver(null);
      const section = sectionUnder(event);
      if (!section) return;
      event.preventDefault();
      event.stopPropagation();
      const photoId = event.dataTransfer.getData(IMPORT_PHOTO_DRAG_TYPE);
      const inSection = section.photos.some((photo) => photo.id === photoId);
      if (photoId && !inSection) onMove(photoId, section.dropTarget ?? null);
    },
  };
  return { dragOver, dropHandlers };
}
