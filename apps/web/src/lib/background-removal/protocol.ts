import type { MediaPipeBackgroundSettings } from '@photodossier/domain/user-settings';
import type { FaceBackend } from '@/lib/face-recognition/backend-plan';

export type BackgroundRemovalTimings = {
  /** Backend start and model load; 0 once warm. */
  loadMs: number;
  decodeMs: number;
  segmentMs: number;
  composeMs: number;
  encodeMs: number;
};

export type BackgroundRemovalRequest = {
  type: 'remove';
  id: number;
  image: Blob;
  settings: MediaPipeBackgroundSettings;
  backends: FaceBackend[];
  /** The debug page also wants the model's mask, as the model saw it. */
  withMask: boolean;
};

export type BackgroundRemovalResult = {
  /** PNG when the background is transparent, JPEG otherwise. */
  blob: Blob;
  width: number;
  height: number;
  /** The alpha mask at the model's size (debug page only). */
  mask: ImageData | null;
  model: string;
  backend: string;
  timings: BackgroundRemovalTimings;
};

export type BackgroundRemovalResponse =
  | { type: 'removed'; id: number; result: BackgroundRemovalResult }
  | { type: 'failed'; id: number; detail: string };
