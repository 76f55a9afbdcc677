import type { MediaPipeBackgroundSettings } from '@photodossier/domain/user-settings';
import { preferredFaceBackends } from '@/lib/face-recognition/face-client';
import type {
  BackgroundRemovalRequest,
  BackgroundRemovalResponse,
  BackgroundRemovalResult,
} from './protocol';

let worker: Worker | null = null;
let sequence = 0;
const pending = new Map<
  number,
  { resolve: (result: BackgroundRemovalResult) => void; reject: (error: Error) => void }
>();

function failAll(error: Error) {
  for (const request of pending.values()) request.reject(error);
  pending.clear();
}

// The worker, TensorFlow.js and the model load on the first photo only, never with the page.
function startWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(
    new URL('../../workers/background-removal.worker.ts', import.meta.url),
    { type: 'module', name: 'background-removal' },
  );
  created.addEventListener('message', (event: MessageEvent<BackgroundRemovalResponse>) => {
    const response = event.data;
    const request = pending.get(response.id);
    if (!request) return;
    pending.delete(response.id);
    if (response.type === 'removed') request.resolve(response.result);
    else request.reject(new Error(response.detail));
  });
  created.addEventListener('error', (event) => {
    event.preventDefault();
    created.terminate();
    if (worker === created) worker = null;
    failAll(new Error(event.message || 'background removal worker failed'));
  });
  worker = created;
  return created;
}

/** Removes the background of one photo in the worker; requests are answered in order. */
export function removeBackground(
  image: Blob,
  settings: MediaPipeBackgroundSettings,
  options: { withMask?: boolean } = {},
): Promise<BackgroundRemovalResult> {
  sequence += 1;
  const id = sequence;
  const request: BackgroundRemovalRequest = {
    type: 'remove',
    id,
    image,
    settings,
    backends: preferredFaceBackends(),
    withMask: options.withMask ?? false,
  };
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    startWorker().postMessage(request);
  });
}
