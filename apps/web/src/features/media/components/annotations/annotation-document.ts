import type { Annotations, TextAnnotation } from '@photodossier/domain/media-record';

export type Point = { x: number; y: number };
export type StrokeTool = 'pen' | 'eraser';

/** One pen or eraser line, in pixels of the drawing canvas. */
export type Stroke = {
  tool: StrokeTool;
  color: string;
  width: number;
  points: readonly Point[];
};

/**
 * What the annotation editor holds: strokes drawn this time over the saved drawing (unless it
 * was cleared) and the text annotations. Immutable, so undo is keeping the previous value.
 */
export type AnnotationDocument = {
  readonly keepsSavedDrawing: boolean;
  readonly strokes: readonly Stroke[];
  readonly texts: readonly TextAnnotation[];
};

export function documentFrom(saved: Annotations | null): AnnotationDocument {
  return {
    keepsSavedDrawing: Boolean(saved?.canvasData),
    strokes: [],
    texts: saved?.textAnnotations ?? [],
  };
}

export const clearedDocument: AnnotationDocument = {
  keepsSavedDrawing: false,
  strokes: [],
  texts: [],
};

export type History<T> = { past: readonly T[]; present: T; future: readonly T[] };

// Documents share their unchanged parts, so even a long history stays small.
const HISTORY_LIMIT = 200;

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

export function record<T>(history: History<T>, next: T): History<T> {
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
  };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future };
}

/** Text sizes offered, as a fraction of the photo's height (textAnnotationSchema.size). */
export const TEXT_SIZES = { small: 0.03, medium: 0.05, large: 0.08 } as const;
export type TextSize = keyof typeof TEXT_SIZES;

function fraction(value: number, total: number): number {
  if (!(total > 0) || !Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value / total));
}

/**
 * A text placed at `point` (pixels from the photo's top-left corner as displayed in a box of
 * `displayed` size): stored as fractions so it lands on the same spot at any display size.
 */
export function textAnnotationAt(
  point: Point,
  displayed: { width: number; height: number },
  input: { id: string; text: string; color: string; size: number },
): TextAnnotation {
  return {
    id: input.id,
    x: fraction(point.x, displayed.width),
    y: fraction(point.y, displayed.height),
    text: input.text.trim(),
    color: input.color,
    size: input.size,
  };
}

/** The drawing is stored at the photo's own width, never wider than this. */
export const DRAWING_MAX_WIDTH = 1440;

export function drawingSize(
  naturalWidth: number | null | undefined,
  ratio: number,
): { width: number; height: number } {
  const base = naturalWidth && naturalWidth > 0 ? naturalWidth : DRAWING_MAX_WIDTH;
  const width = Math.max(1, Math.round(Math.min(base, DRAWING_MAX_WIDTH)));
  const height = Math.max(1, Math.round(width / (ratio > 0 ? ratio : 1)));
  return { width, height };
}

export function annotationsToSave(
  canvasData: string,
  texts: readonly TextAnnotation[],
  now: Date,
): Annotations {
  return { canvasData, textAnnotations: [...texts], timestamp: now.toISOString() };
}
