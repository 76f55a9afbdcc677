import { Human } from '@vladmandic/human';
import {
  sharedUntilItFails,
  startOnFirstWorkingBackend,
  type FaceBackend,
} from '@/lib/face-recognition/backend-plan';
import { blurRadius, maskPixels, subjectBox } from '@/lib/background-removal/mask';
import type {
  BackgroundRemovalRequest,
  BackgroundRemovalResponse,
  BackgroundRemovalResult,
} from '@/lib/background-removal/protocol';
import {
  segmentPixels,
  type SegmentationGraph,
  type SegmentationTf,
} from '@/lib/background-removal/segment';
import { segmentationModel } from '@/lib/background-removal/segmentation-model';

/*
 * Background removal off the page's thread: the model sees the photo at 256×144, its mask is
 * scaled back to the full photo by the canvas, and the photo's own pixels are kept wherever
 * the mask is sure of the person.
 */

const scope = self as unknown as DedicatedWorkerGlobalScope;
const origin = scope.location.origin;

type Loaded = {
  tf: SegmentationTf & { getBackend(): string };
  graph: SegmentationGraph;
  backend: string;
};
const load = sharedUntilItFails((backends: FaceBackend[]) =>
  startOnFirstWorkingBackend(backends, async (backend): Promise<Loaded> => {
    // Human only brings its TensorFlow.js and backend set-up here: every model of its own is off.
    const human = new Human({
      backend,
      wasmPath: `${origin}/models/wasm/`,
      modelBasePath: `${origin}/models/`,
      debug: false,
      warmup: 'none',
      face: { enabled: false },
      body: { enabled: false },
      hand: { enabled: false },
      object: { enabled: false },
      gesture: { enabled: false },
      segmentation: { enabled: false },
      filter: { enabled: false },
    });
    await human.init();
    const tf = human.tf as Loaded['tf'] & {
      loadGraphModel(url: string): Promise<SegmentationGraph>;
    };
    const graph = await tf.loadGraphModel(`${origin}/models/${segmentationModel.file}`);
    return { tf, graph, backend: tf.getBackend() };
  }),
);

function context2d(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d context');
  return context;
}

async function remove(request: BackgroundRemovalRequest): Promise<BackgroundRemovalResult> {
  const loadStart = performance.now();
  const loaded = await load(request.backends);
  const loadMs = performance.now() - loadStart;

  const decodeStart = performance.now();
  const bitmap = await createImageBitmap(request.image);
  const { width, height } = bitmap;
  const decodeMs = performance.now() - decodeStart;

  try {
    const segmentStart = performance.now();
    const { width: maskWidth, height: maskHeight } = segmentationModel;
    const small = context2d(new OffscreenCanvas(maskWidth, maskHeight));
    small.drawImage(bitmap, 0, 0, maskWidth, maskHeight);
    const probabilities = await segmentPixels(
      loaded.tf,
      loaded.graph,
      small.getImageData(0, 0, maskWidth, maskHeight).data,
      maskWidth,
      maskHeight,
    );
    const segmentMs = performance.now() - segmentStart;

    const composeStart = performance.now();
    const maskImage = new ImageData(maskPixels(probabilities), maskWidth, maskHeight);
    const maskCanvas = new OffscreenCanvas(maskWidth, maskHeight);
    context2d(maskCanvas).putImageData(maskImage, 0, 0);

    const { settings } = request;
    const box = (settings.autoCropEnabled &&
      subjectBox(probabilities, maskWidth, maskHeight, width, height)) || {
      x: 0,
      y: 0,
      width,
      height,
    };
    // The subject alone: the photo, kept where the mask (scaled smoothly to full size) is.
    const subject = new OffscreenCanvas(box.width, box.height);
    const subjectContext = context2d(subject);
    subjectContext.drawImage(bitmap, -box.x, -box.y);
    subjectContext.globalCompositeOperation = 'destination-in';
    subjectContext.imageSmoothingQuality = 'high';
    subjectContext.drawImage(maskCanvas, -box.x, -box.y, width, height);

    let output = subject;
    if (settings.backgroundFormat !== 'transparent') {
      output = new OffscreenCanvas(box.width, box.height);
      const outputContext = context2d(output);
      if (settings.backgroundFormat === 'color') {
        outputContext.fillStyle = settings.backgroundColor;
        outputContext.fillRect(0, 0, box.width, box.height);
      } else {
        outputContext.filter = `blur(${blurRadius(settings.blurAmount, width, height)}px)`;
        outputContext.drawImage(bitmap, -box.x, -box.y);
        outputContext.filter = 'none';
      }
      outputContext.drawImage(subject, 0, 0);
    }
    const composeMs = performance.now() - composeStart;

    const encodeStart = performance.now();
    const blob = await output.convertToBlob(
      settings.backgroundFormat === 'transparent'
        ? { type: 'image/png' }
        : { type: 'image/jpeg', quality: 0.92 },
    );
    const encodeMs = performance.now() - encodeStart;
    return {
      blob,
      width: box.width,
      height: box.height,
      mask: request.withMask ? maskImage : null,
      model: segmentationModel.name,
      backend: loaded.backend,
      timings: { loadMs, decodeMs, segmentMs, composeMs, encodeMs },
    };
  } finally {
    bitmap.close();
  }
}

// One photo at a time: a 12-megapixel photo's canvases are large, and the page queues anyway.
let chain: Promise<void> = Promise.resolve();

scope.addEventListener('message', (event: MessageEvent<BackgroundRemovalRequest>) => {
  const request = event.data;
  if (request.type !== 'remove') return;
  chain = chain.then(async () => {
    let response: BackgroundRemovalResponse;
    try {
      response = { type: 'removed', id: request.id, result: await remove(request) };
    } catch (error) {
      response = {
        type: 'failed',
        id: request.id,
        detail: error instanceof Error ? error.message : String(error),
      };
    }
    scope.postMessage(response);
  });
});
