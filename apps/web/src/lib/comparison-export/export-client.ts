import type { ExportTransition } from '@photodossier/domain/comparison-export';
import type { AnimationFormat, ExportWorkerRequest, ExportWorkerResponse } from './protocol';

export interface AnimationExport {
  readonly blob: Blob;
  readonly extension: string;
  readonly frames: number;
}

export interface AnimationJob {
  readonly result: Promise<AnimationExport>;
  /** Stops the work at once; the result rejects with an AbortError. */
  cancel(): void;
}

let idleWorker: Worker | null = null;

// One worker serves export after export: its encoders stay compiled and warm (a fresh worker
// runs gifenc cold, about half again slower). Cancelling ends it; the next export starts anew.
function takeWorker(): Worker {
  const worker =
    idleWorker ??
    new Worker(new URL('../../workers/comparison-export.worker.ts', import.meta.url), {
      type: 'module',
      name: 'comparison-export',
    });
  idleWorker = null;
  return worker;
}

/**
 * Runs one GIF or video export in the export worker (gifenc, WebCodecs and the muxers load with
 * it, never with the page), reporting progress; cancelling ends the worker.
 */
export function startAnimationExport(options: {
  format: AnimationFormat;
  before: ImageBitmap;
  after: ImageBitmap;
  durationS: number;
  transition: ExportTransition;
  onProgress: (done: number, total: number) => void;
}): AnimationJob {
  const worker = takeWorker();
  let settled = false;
  let rejectResult: (error: Error) => void = () => {};
  const result = new Promise<AnimationExport>((resolve, reject) => {
    rejectResult = reject;
    worker.onmessage = (event: MessageEvent<ExportWorkerResponse>) => {
      const response = event.data;
      if (response.type === 'progress') {
        options.onProgress(response.done, response.total);
        return;
      }
      settled = true;
      worker.onmessage = null;
      worker.onerror = null;
      if (response.type === 'done') {
        idleWorker ??= worker;
        if (idleWorker !== worker) worker.terminate();
        resolve({
          blob: new Blob([response.bytes], { type: response.mimeType }),
          extension: response.extension,
          frames: response.frames,
        });
      } else {
        worker.terminate();
        reject(new Error(response.detail));
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      settled = true;
      worker.terminate();
      reject(new Error(event.message || 'export worker failed'));
    };
  });
  const request: ExportWorkerRequest = {
    type: 'start',
    format: options.format,
    before: options.before,
    after: options.after,
    durationS: options.durationS,
    transition: options.transition,
  };
  worker.postMessage(request, [options.before, options.after]);
  return {
    result,
    cancel: () => {
      if (settled) return;
      settled = true;
      worker.terminate();
      rejectResult(new DOMException('Export cancelled', 'AbortError'));
    },
  };
}
