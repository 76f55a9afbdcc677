import type { Placement } from '@photodossier/domain/comparison';

/** One photo, or a video at one frame, as a comparison stage shows it. */
export type StageMedia = {
  readonly key: string;
  readonly src: string;
  readonly kind: 'image' | 'video';
  /** Seconds into a video; null for a photo. */
  readonly frameTime: number | null;
  readonly placement: Placement;
  /** "Avant · 12 mars 2025", or null when labels are off. */
  readonly label: string | null;
  readonly alt: string;
};

/** Zoom and pan shared by every pane of side by side: pan in fractions of a pane's width. */
export type ZoomPan = { readonly zoom: number; readonly x: number; readonly y: number };
export const NO_ZOOM: ZoomPan = { zoom: 1, x: 0, y: 0 };
