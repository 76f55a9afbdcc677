import { ANNOTATION_CANVAS_MAX_CHARS } from '@photodossier/domain/media-record';
import type { AnnotationDocument } from './annotation-document';
import { isBlank } from './render-strokes';

const DOWNSCALE_STEPS = [0.75, 0.5, 0.25];

function scaledCopy(canvas: HTMLCanvasElement, scale: number): string {
  const copy = document.createElement('canvas');
  copy.width = Math.max(1, Math.round(canvas.width * scale));
  copy.height = Math.max(1, Math.round(canvas.height * scale));
  copy.getContext('2d')?.drawImage(canvas, 0, 0, copy.width, copy.height);
  return copy.toDataURL('image/png');
}

/**
 * The drawing layer as the PNG data URL stored in canvasData: '' when nothing is visible, the
 * saved drawing unchanged when nothing was drawn over it, and a smaller copy in the rare case a
 * busy full-size drawing would not fit the stored limit.
 */
export function exportDrawing(
  canvas: HTMLCanvasElement,
  content: AnnotationDocument,
  savedCanvasData: string,
): string | null {
  if (content.strokes.length === 0) return content.keepsSavedDrawing ? savedCanvasData : '';
  const context = canvas.getContext('2d');
  if (!context) return null;
  if (isBlank(context)) return '';
  let data = canvas.toDataURL('image/png');
  for (const scale of DOWNSCALE_STEPS) {
    if (data.length <= ANNOTATION_CANVAS_MAX_CHARS) return data;
    data = scaledCopy(canvas, scale);
  }
  return data.length <= ANNOTATION_CANVAS_MAX_CHARS ? data : null;
}
