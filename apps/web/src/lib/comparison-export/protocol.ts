import type { ExportTransition } from '@photodossier/domain/comparison-export';

export type AnimationFormat = 'gif' | 'video';

export type ExportWorkerRequest = {
  type: 'start';
  format: AnimationFormat;
  /** The before and after photos, already framed, labelled and marked, of one size. */
  before: ImageBitmap;
  after: ImageBitmap;
  durationS: number;
  transition: ExportTransition;
};

export type ExportWorkerResponse =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; bytes: ArrayBuffer; mimeType: string; extension: string; frames: number }
  | { type: 'failed'; detail: string };
