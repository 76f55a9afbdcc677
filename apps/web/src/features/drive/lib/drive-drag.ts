/** The drag type of a drive item being moved; files from the desktop travel as 'Files'. */
export const DRIVE_ITEM_DRAG_TYPE = 'application/x-photodossier-drive-item';

export function isItemDrag(types: readonly string[]): boolean {
  return types.includes(DRIVE_ITEM_DRAG_TYPE);
}

export function isFileDrag(types: readonly string[]): boolean {
  return types.includes('Files') && !isItemDrag(types);
}

/** What a preview can show: images, PDFs and videos (by the type read from the bytes). */
export type PreviewKind = 'image' | 'pdf' | 'video' | null;

export function previewKindOf(mimeType: string | null): PreviewKind {
  if (!mimeType) return null;
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('video/')) return 'video';
  return null;
}
