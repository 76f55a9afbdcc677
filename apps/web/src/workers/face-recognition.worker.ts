import { Human, type Config } from '@vladmandic/human';
import {
  sharedUntilItFails,
  startOnFirstWorkingBackend,
  type FaceBackend,
} from '@/lib/face-recognition/backend-plan';
import type { FaceErrorCode } from '@/lib/face-recognition/face-errors';
import {
  describeFaces,
  FaceDescriptionError,
  type HumanTf,
} from '@/lib/face-recognition/face-description';
import { faceEmbeddingLength, faceHumanConfig } from '@/lib/face-recognition/human-config';
import type {
  DetectedFace,
  FaceDetection,
  FaceWorkerRequest,
  FaceWorkerResponse,
} from '@/lib/face-recognition/protocol';

/*
 * Face recognition off the page's thread (design: Human in a Web Worker). The page sends one
 * image at a time; models load on the first request and stay warm for the next ones.
 */

const scope = self as unknown as DedicatedWorkerGlobalScope;
const origin = scope.location.origin;

class WorkerFailure extends Error {
  constructor(
    readonly code: FaceErrorCode,
    detail: string,
  ) {
    super(detail);
  }
}

function configFor(backend: FaceBackend): Partial<Config> {
  return faceHumanConfig({
    backend,
    modelBasePath: `${origin}/models/`,
    wasmPath: `${origin}/models/wasm/`,
    // Enrolment and suggestion both describe the main face of a portrait (spec 01 §9).
    maxDetected: 1,
    cacheModels: true,
  });
}

type Loaded = { human: Human; backend: FaceBackend };

/** Three attempts with the spec's delays, moving to the next backend after each failure. */
const loadHuman = sharedUntilItFails((backends: FaceBackend[]) =>
  startOnFirstWorkingBackend(backends, async (backend): Promise<Loaded> => {
    const human = new Human(configFor(backend));
    await human.load();
    const running = (human.tf as HumanTf).getBackend();
    // Human quietly falls back to another backend when the one asked for cannot start.
    if (running !== backend) throw new Error(`backend ${running} instead of ${backend}`);
    return { human, backend };
  }).catch((error: unknown) => {
    throw new WorkerFailure(
      'face.service_unavailable',
      error instanceof Error ? error.message : String(error),
    );
  }),
);

async function decode(image: Blob | ImageBitmap): Promise<ImageData> {
  const bitmap = image instanceof Blob ? await createImageBitmap(image) : image;
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new WorkerFailure('face.recognition_failed', 'no 2d context');
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

async function detect(request: FaceWorkerRequest): Promise<FaceDetection> {
  const loadStart = performance.now();
  const loaded = await loadHuman(request.backends);
  const loadMs = performance.now() - loadStart;

  const decodeStart = performance.now();
  const pixels = await decode(request.image).catch((error: unknown) => {
    throw new WorkerFailure('face.recognition_failed', `decode: ${String(error)}`);
  });
  const decodeMs = performance.now() - decodeStart;

  const detectStart = performance.now();
  // Pixels go in as a tensor: Human's own canvas path needs WebGL filters a worker lacks.
  const tf = loaded.human.tf as HumanTf;
  const tensor = tf.tensor3d(pixels.data, [pixels.height, pixels.width, 4], 'int32');
  let faces: DetectedFace[];
  try {
    faces = await describeFaces(loaded.human, tensor);
  } catch (error) {
    if (error instanceof FaceDescriptionError) {
      throw new WorkerFailure('face.recognition_failed', error.message);
    }
    throw error;
  } finally {
    tensor.dispose();
  }
  const detectMs = performance.now() - detectStart;

  for (const face of faces) {
    if (face.embedding.length !== faceEmbeddingLength) {
      throw new WorkerFailure('face.no_embedding', `embedding of ${face.embedding.length} values`);
    }
  }
  return {
    faces,
    imageWidth: pixels.width,
    imageHeight: pixels.height,
    backend: loaded.backend,
    timings: { loadMs, decodeMs, detectMs },
  };
}

// One image at a time: Human keeps state between calls, and the page queues anyway.
let chain: Promise<void> = Promise.resolve();

scope.addEventListener('message', (event: MessageEvent<FaceWorkerRequest>) => {
  const request = event.data;
  if (request.type !== 'detect') return;
  chain = chain.then(async () => {
    let response: FaceWorkerResponse;
    try {
      response = { type: 'detected', id: request.id, detection: await detect(request) };
    } catch (error) {
      response = {
        type: 'failed',
        id: request.id,
        code: error instanceof WorkerFailure ? error.code : 'face.recognition_failed',
        detail: error instanceof Error ? error.message : String(error),
      };
    }
    scope.postMessage(response);
  });
});
