/** The TensorFlow.js backends the face worker may run on, best first on a machine with a GPU. */
export type FaceBackend = 'webgl' | 'wasm' | 'cpu';

/** Spec 01 §9: three model-load attempts, waiting 1 s then 2 s between them. */
export const FACE_MODEL_LOAD_ATTEMPTS = 3;
export const FACE_MODEL_RETRY_DELAYS_MS = [1000, 2000] as const;

// Renderers that draw WebGL on the processor: webgl there is slower than wasm.
const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software|mesa offscreen|basic render/i;

/** Whether a WebGL renderer string names a real graphics processor. */
export function isHardwareRenderer(renderer: string | null): boolean {
  if (!renderer) return false;
  return !SOFTWARE_RENDERERS.test(renderer);
}

/** wasm first where there is no real GPU, webgl first where there is one; cpu always last. */
export function backendOrder(hasRealGpu: boolean): FaceBackend[] {
  return hasRealGpu ? ['webgl', 'wasm', 'cpu'] : ['wasm', 'cpu'];
}

export type LoadAttempt = { backend: FaceBackend; delayMs: number };

/**
 * The model-load attempts: each failed attempt moves to the next backend (staying on the
 * last one when the list is shorter than the attempts) after the spec's delay.
 */
export function loadAttemptPlan(order: readonly FaceBackend[]): LoadAttempt[] {
  const backends = order.length > 0 ? order : (['cpu'] as const);
  return Array.from({ length: FACE_MODEL_LOAD_ATTEMPTS }, (_, index) => ({
    backend: backends[Math.min(index, backends.length - 1)] ?? 'cpu',
    delayMs: index === 0 ? 0 : (FACE_MODEL_RETRY_DELAYS_MS[index - 1] ?? 0),
  }));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `start` along the load plan until one backend starts; rejects with every attempt's
 * failure, backend by backend, when none did. The workers' model loads.
 */
export async function startOnFirstWorkingBackend<T>(
  order: readonly FaceBackend[],
  start: (backend: FaceBackend) => Promise<T>,
  delay: (ms: number) => Promise<unknown> = wait,
): Promise<T> {
  const failures: string[] = [];
  for (const attempt of loadAttemptPlan(order)) {
    if (attempt.delayMs > 0) await delay(attempt.delayMs);
    try {
      return await start(attempt.backend);
    } catch (error) {
      failures.push(
        `${attempt.backend}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  throw new Error(failures.join('; '));
}

/**
 * The first call starts the load and later calls share it; after a failure the next call
 * starts again, so that a network blip does not last for the whole session.
 */
export function sharedUntilItFails<A, T>(load: (argument: A) => Promise<T>) {
  let loading: Promise<T> | null = null;
  return async (argument: A): Promise<T> => {
    loading ??= load(argument);
    try {
      return await loading;
    } catch (error) {
      loading = null;
      throw error;
    }
  };
}
