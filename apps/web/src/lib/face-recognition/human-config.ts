import type { Config } from '@vladmandic/human';

/** Length of a FaceRes embedding; a vector of another length never matches (spec 01 §5). */
export const faceEmbeddingLength = 1024;

/**
 * Model files the build copies from node_modules/@vladmandic/human/models into /models/. Only the
 * two the config below enables: Human fetches nothing else, so nothing else ships.
 */
export const faceModelFiles = [
  'blazeface.json',
  'blazeface.bin',
  'faceres.json',
  'faceres.bin',
] as const;

/**
 * Files the build copies from node_modules/@tensorflow/tfjs-backend-wasm/dist into wasmPath. The
 * backend picks one at run time (plain, SIMD, or threaded SIMD when cross-origin isolated), so all
 * three ship; the version must stay 4.22.0, the tfjs Human 3.3.6 is bundled with.
 */
export const tfjsWasmFiles = [
  'tfjs-backend-wasm.wasm',
  'tfjs-backend-wasm-simd.wasm',
  'tfjs-backend-wasm-threaded-simd.wasm',
] as const;

export interface FaceHumanConfigOptions {
  /** 'wasm' in the browser worker and in the Node tests, so both compute the same embeddings. */
  readonly backend: Config['backend'];
  /** Where the model files above are served ('/models/' in the app, file:// in Node). */
  readonly modelBasePath: string;
  /** Where the wasm files above are served; never the CDN Human defaults to. */
  readonly wasmPath: string;
  /** 1 when enrolling a portrait (the biggest face wins), more for a group photo. */
  readonly maxDetected: number;
  /** IndexedDB model cache: on in the browser (offline use), off in Node, which has none. */
  readonly cacheModels?: boolean;
}

/** Below this BlazeFace is mostly finding ears, hands and posters, not patients. */
export const faceDetectorMinConfidence = 0.5;

/**
 * Human's configuration for PhotoDossier: BlazeFace to find faces, FaceRes to describe them, and
 * nothing else. Human is built for video, so every frame-to-frame shortcut is switched off: with
 * caching on, the result of one photo is handed back for the next, unrelated one.
 */
export function faceHumanConfig(options: FaceHumanConfigOptions): Partial<Config> {
  return {
    backend: options.backend,
    modelBasePath: options.modelBasePath,
    wasmPath: options.wasmPath,
    cacheModels: options.cacheModels ?? true,
    debug: false,
    // Warm-up decodes a sample image with Image/canvas, which a worker and Node lack; the first
    // real photo pays the compile cost instead.
    warmup: 'none',
    cacheSensitivity: 0,
    skipAllowed: false,
    // The filters run on WebGL (absent in a worker on wasm and in Node) and auto-brightness would
    // make browser and test embeddings differ.
    filter: { enabled: false },
    gesture: { enabled: false },
    face: {
      enabled: true,
      detector: {
        enabled: true,
        modelPath: 'blazeface.json',
        maxDetected: options.maxDetected,
        minConfidence: faceDetectorMinConfidence,
        // Rotation correction needs the face mesh, which is not loaded.
        rotation: false,
        skipFrames: 0,
        skipTime: 0,
        return: false,
      },
      description: {
        enabled: true,
        modelPath: 'faceres.json',
        skipFrames: 0,
        skipTime: 0,
      },
      mesh: { enabled: false },
      attention: { enabled: false },
      iris: { enabled: false },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
      gear: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    segmentation: { enabled: false },
  };
}
