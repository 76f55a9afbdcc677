import { type ComparisonView, type Placement } from '@photodossier/domain/comparison';
import type { ExportPolicy } from '@photodossier/domain/comparison';
import { exportWatermarkText } from '@photodossier/domain/comparison-export';
import { placementMatrix } from '@/components/comparison/placement-matrix';

export interface RenderSource {
  readonly bitmap: ImageBitmap;
  readonly placement: Placement;
  readonly label: string | null;
}

type Context2D = OffscreenCanvasRenderingContext2D;

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/** The pane grid of side by side: 2 or 3 in a row, 4 as two rows of two. */
export function paneGrid(count: number): { columns: number; rows: number } {
  return count === 4 ? { columns: 2, rows: 2 } : { columns: Math.max(1, count), rows: 1 };
}

/**
 * Output size for a longest side of `size` pixels: even numbers, as video encoders need. Side
 * by side puts its panes in a grid with a thin gap.
 */
export function outputSize(view: ComparisonView, panes: number, size: number) {
  const aspect = view.crop.width / view.crop.height;
  const { columns, rows } =
    view.mode === 'side_by_side' ? paneGrid(panes) : { columns: 1, rows: 1 };
  const gapShare = view.mode === 'side_by_side' ? 0.01 : 0;
  const width = columns * aspect + (columns - 1) * gapShare * aspect;
  const height = rows + (rows - 1) * gapShare;
  const scale = size / Math.max(width, height);
  return { width: even(width * scale), height: even(height * scale), columns, rows, gapShare };
}

function drawPlaced(
  context: Context2D,
  source: RenderSource,
  view: ComparisonView,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  context.save();
  context.beginPath();
  context.rect(x, y, width, height);
  context.clip();
  context.fillStyle = '#020617';
  context.fillRect(x, y, width, height);
  context.translate(x, y);
  context.transform(...placementMatrix(source.placement, view.crop, source.bitmap.width, width));
  context.imageSmoothingQuality = 'high';
  context.drawImage(source.bitmap, 0, 0);
  context.restore();
}

function drawLabel(
  context: Context2D,
  text: string | null,
  x: number,
  y: number,
  align: 'left' | 'right',
  scale: number,
) {
  if (!text) return;
  const size = Math.max(12, Math.round(scale * 0.028));
  const pad = Math.round(size * 0.5);
  context.save();
  context.font = `600 ${size}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  context.textBaseline = 'middle';
  const width = context.measureText(text).width + pad * 2;
  const height = size + pad * 1.4;
  const left = align === 'left' ? x + pad : x - pad - width;
  context.fillStyle = 'rgba(2, 6, 23, 0.7)';
  context.beginPath();
  context.roundRect(left, y + pad, width, height, pad * 0.8);
  context.fill();
  context.fillStyle = '#ffffff';
  context.fillText(text, left + pad, y + pad + height / 2);
  context.restore();
}

/** The export's mark: none for plans with watermark-free exports, else what it must say. */
export function exportWatermark(policy: ExportPolicy | undefined): string | null {
  // Until the server has answered, the export is marked: never less than the plan allows.
  if (policy && !policy.watermark) return null;
  return exportWatermarkText(policy?.practice_name);
}

/** The mark in a corner, small and half transparent (spec 01 §5 watermark). */
export function drawWatermark(context: Context2D, width: number, height: number, text: string) {
  const size = Math.max(14, Math.round(Math.min(width, height) * 0.04));
  context.save();
  context.font = `700 ${size}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  context.textAlign = 'right';
  context.textBaseline = 'bottom';
  context.shadowColor = 'rgba(0, 0, 0, 0.55)';
  context.shadowBlur = size * 0.25;
  context.fillStyle = 'rgba(255, 255, 255, 0.62)';
  context.fillText(text, width - size * 0.6, height - size * 0.5);
  context.restore();
}

function canvas(width: number, height: number): { canvas: OffscreenCanvas; context: Context2D } {
  const made = new OffscreenCanvas(width, height);
  const context = made.getContext('2d');
  if (!context) throw new Error('no 2d context');
  return { canvas: made, context };
}

/** The comparison as one picture, in its mode: what PNG and JPEG exports contain. */
export function renderStill(
  sources: readonly RenderSource[],
  view: ComparisonView,
  size: number,
  /** The text to mark the picture with, or null. */
  watermark: string | null,
): OffscreenCanvas {
  const layout = outputSize(view, sources.length, size);
  const { canvas: made, context } = canvas(layout.width, layout.height);
  context.fillStyle = '#020617';
  context.fillRect(0, 0, layout.width, layout.height);
  const [before, after] = sources;
  if (view.mode === 'side_by_side') {
    const gap = Math.round(layout.gapShare * layout.height);
    const paneWidth = (layout.width - gap * (layout.columns - 1)) / layout.columns;
    const paneHeight = (layout.height - gap * (layout.rows - 1)) / layout.rows;
    sources.forEach((source, index) => {
      const x = (index % layout.columns) * (paneWidth + gap);
      const y = Math.floor(index / layout.columns) * (paneHeight + gap);
      drawPlaced(context, source, view, x, y, paneWidth, paneHeight);
      drawLabel(context, source.label, x, y, 'left', Math.max(layout.width, layout.height));
    });
  } else if (before && after) {
    const { width, height } = layout;
    const longest = Math.max(width, height);
    if (view.mode === 'overlay') {
      drawPlaced(context, before, view, 0, 0, width, height);
      context.globalAlpha = view.opacity;
      drawPlaced(context, after, view, 0, 0, width, height);
      context.globalAlpha = 1;
    } else {
      drawPlaced(context, after, view, 0, 0, width, height);
      const vertical = view.orientation === 'vertical';
      const cut = Math.round((vertical ? width : height) * view.divider);
      context.save();
      context.beginPath();
      context.rect(0, 0, vertical ? cut : width, vertical ? height : cut);
      context.clip();
      drawPlaced(context, before, view, 0, 0, width, height);
      context.restore();
      context.fillStyle = 'rgba(255, 255, 255, 0.9)';
      const line = Math.max(2, Math.round(longest * 0.002));
      if (vertical) context.fillRect(cut - line / 2, 0, line, height);
      else context.fillRect(0, cut - line / 2, width, line);
    }
    drawLabel(context, before.label, 0, 0, 'left', longest);
    drawLabel(context, after.label, width, 0, 'right', longest);
  }
  if (watermark) drawWatermark(context, layout.width, layout.height, watermark);
  return made;
}

/** One photo alone in the frame, labelled and marked: the ends of an animated export. */
export function renderSingle(
  source: RenderSource,
  view: ComparisonView,
  size: number,
  /** The text to mark the picture with, or null. */
  watermark: string | null,
): OffscreenCanvas {
  const layout = outputSize({ ...view, mode: 'before_after' }, 1, size);
  const { canvas: made, context } = canvas(layout.width, layout.height);
  drawPlaced(context, source, view, 0, 0, layout.width, layout.height);
  drawLabel(context, source.label, 0, 0, 'left', Math.max(layout.width, layout.height));
  if (watermark) drawWatermark(context, layout.width, layout.height, watermark);
  return made;
}
