import type { TextSize } from './annotation-document';

export type AnnotationTool = 'pen' | 'eraser' | 'text';

export const ANNOTATION_COLORS = {
  red: '#ef4444',
  orange: '#f97316',
  yellow: '#facc15',
  green: '#22c55e',
  blue: '#3b82f6',
  white: '#ffffff',
  black: '#111111',
} as const;
export type AnnotationColor = keyof typeof ANNOTATION_COLORS;

/** Line widths in screen pixels at the fitted photo size; the eraser is wider. */
export const STROKE_WIDTHS = { thin: 3, medium: 6, thick: 12 } as const;
export type StrokeWidth = keyof typeof STROKE_WIDTHS;
export const ERASER_WIDTH_FACTOR = 3;

export type ToolSettings = {
  tool: AnnotationTool;
  color: AnnotationColor;
  width: StrokeWidth;
  textSize: TextSize;
};

export const DEFAULT_TOOL_SETTINGS: ToolSettings = {
  tool: 'pen',
  color: 'red',
  width: 'medium',
  textSize: 'medium',
};

export { newClientId as newAnnotationId } from '@/lib/client-id';
