import type { AnnotationDocument, Stroke } from './annotation-document';

function traceStroke(context: CanvasRenderingContext2D, stroke: Stroke) {
  const [first, ...rest] = stroke.points;
  if (!first) return;
  context.globalCompositeOperation = stroke.tool === 'eraser' ? 'destination-out' : 'source-over';
  context.strokeStyle = stroke.color;
  context.lineWidth = stroke.width;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.beginPath();
  context.moveTo(first.x, first.y);
  // A tap leaves a dot: a zero-length segment with round caps.
  for (const point of rest.length > 0 ? rest : [first]) context.lineTo(point.x, point.y);
  context.stroke();
  context.globalCompositeOperation = 'source-over';
}

/** Draws one more segment of the stroke in progress, without replaying the whole document. */
export function drawSegment(context: CanvasRenderingContext2D, stroke: Stroke) {
  traceStroke(context, { ...stroke, points: stroke.points.slice(-2) });
}

/** Repaints the canvas: the saved drawing (if kept), then every stroke in order. */
export function renderDocument(
  context: CanvasRenderingContext2D,
  content: AnnotationDocument,
  savedDrawing: CanvasImageSource | null,
) {
  const { width, height } = context.canvas;
  context.clearRect(0, 0, width, height);
  if (content.keepsSavedDrawing && savedDrawing) {
    context.drawImage(savedDrawing, 0, 0, width, height);
  }
  for (const stroke of content.strokes) traceStroke(context, stroke);
}

/** True when no pixel of the canvas is visible (everything erased or nothing drawn). */
export function isBlank(context: CanvasRenderingContext2D): boolean {
  const { width, height } = context.canvas;
  const { data } = context.getImageData(0, 0, width, height);
  for (let index = 3; index < data.length; index += 4) if (data[index] !== 0) return false;
  return true;
}
