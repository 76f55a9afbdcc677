import type { FaceRegion } from '@photodossier/domain/face-record';
import type { FaceBackend } from './backend-plan';
import type { FaceErrorCode } from './face-errors';

/** A point in pixels of the analysed image. */
export type ImagePoint = { x: number; y: number };

/**
 * One face found in an image: its 1024-float embedding, detection score 0-1, box in pixels and
 * BlazeFace's eye centres (the person's left and right eyes), which comparisons align on.
 */
export type DetectedFace = {
  embedding: number[];
  confidence: number;
  box: FaceRegion;
  eyes: { left: ImagePoint; right: ImagePoint } | null;
};

export type FaceTimings = {
  /** Backend start and model loading; 0 once the worker is warm. */
  loadMs: number;
  /** Decoding the image into pixels. */
  decodeMs: number;
  /** Detection and embedding. */
  detectMs: number;
};

export type FaceDetection = {
  faces: DetectedFace[];
  /** Size of the pixels the boxes are measured on. */
  imageWidth: number;
  imageHeight: number;
  backend: FaceBackend;
  timings: FaceTimings;
};

export type FaceWorkerRequest = {
  type: 'detect';
  id: number;
  /** An encoded image (the worker decodes it) or pixels already decoded. */
  image: Blob | ImageBitmap;
  /** Backends to try, best first (decided on the page, which knows the GPU). */
  backends: FaceBackend[];
};

export type FaceWorkerResponse =
  | { type: 'detected'; id: number; detection: FaceDetection }
  | { type: 'failed'; id: number; code: FaceErrorCode; detail: string };
