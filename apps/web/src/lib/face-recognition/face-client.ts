import { backendOrder, isHardwareRenderer, type FaceBackend } from './backend-plan';
import { FaceRecognitionError } from './face-errors';
import type {
  DetectedFace,
  FaceDetection,
  FaceWorkerRequest,
  FaceWorkerResponse,
} from './protocol';

/** The model file whose presence tells whether recognition can run (spec 01 §7 HEAD check). */
export const FACE_MODEL_PROBE_URL = '/models/faceres.json';

let worker: Worker | null = null;
let sequence = 0;
const pending = new Map<
  number,
  { resolve: (detection: FaceDetection) => void; reject: (error: Error) => void }
>();

function rendererName(): string | null {
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!gl) return null;
    const debug = gl.getExtension('WEBGL_debug_renderer_info');
    const name: unknown = gl.getParameter(debug ? debug.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return typeof name === 'string' ? name : null;
  } catch {
    return null;
  }
}

let backends: FaceBackend[] | null = null;
/**
 * Decided once on the page, which can see the GPU; the workers (faces, background removal)
 * follow the list.
 */
export function preferredFaceBackends(): FaceBackend[] {
  backends ??= backendOrder(isHardwareRenderer(rendererName()));
  return backends;
}

function failAll(error: Error) {
  for (const request of pending.values()) request.reject(error);
  pending.clear();
}

// The worker (and the 2 MB of Human inside it) is created on the first detection only.
function startWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('../../workers/face-recognition.worker.ts', import.meta.url), {
    type: 'module',
    name: 'face-recognition',
  });
  created.addEventListener('message', (event: MessageEvent<FaceWorkerResponse>) => {
    const response = event.data;
    const request = pending.get(response.id);
    if (!request) return;
    pending.delete(response.id);
    if (response.type === 'detected') request.resolve(response.detection);
    else request.reject(new FaceRecognitionError(response.code, response.detail));
  });
  created.addEventListener('error', (event) => {
    // A worker that cannot even start is an unavailable service; the next call starts afresh.
    event.preventDefault();
    created.terminate();
    if (worker === created) worker = null;
    failAll(new FaceRecognitionError('face.service_unavailable', event.message));
  });
  worker = created;
  return created;
}

/**
 * Finds the faces of an image and describes each with an embedding. Requests are queued in the
 * worker and answered in order; the first one also loads the models (seconds, then cached).
 */
export function detectFaces(image: Blob | ImageBitmap): Promise<FaceDetection> {
  sequence += 1;
  const id = sequence;
  const request: FaceWorkerRequest = {
    type: 'detect',
    id,
    image,
    backends: preferredFaceBackends(),
  };
  return new Promise<FaceDetection>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const target = startWorker();
    target.postMessage(request, image instanceof Blob ? [] : [image]);
  });
}

/** The face a photo is filed under: the detector's best one; none is the spec's error. */
export function mainFace(detection: FaceDetection): DetectedFace {
  const best = [...detection.faces].sort((a, b) => b.confidence - a.confidence)[0];
  if (!best) throw new FaceRecognitionError('face.no_face_detected');
  return best;
}

let availability: Promise<boolean> | null = null;
/** Whether the models can be fetched at all (HEAD on the model file), asked once per page. */
export function isFaceRecognitionAvailable(): Promise<boolean> {
  availability ??= fetch(FACE_MODEL_PROBE_URL, { method: 'HEAD', cache: 'no-store' })
    .then((response) => response.ok)
    .catch(() => false)
    .then((available) => {
      if (!available) availability = null;
      return available;
    });
  return availability;
}

/** Stops the worker (tests, sign-out); the next detection starts a new one. */
export function stopFaceRecognition(): void {
  worker?.terminate();
  worker = null;
  failAll(new FaceRecognitionError('face.service_unavailable', 'stopped'));
}
