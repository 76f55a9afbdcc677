import { GIF_FRAME_RATE, VIDEO_FRAME_RATE } from '@photodossier/domain/comparison-export';
import type { ExportWorkerRequest, ExportWorkerResponse } from '@/lib/comparison-export/protocol';
import { animationFrames, drawTransition } from '@/lib/comparison-export/timeline';

/*
 * Animated comparison exports off the page's thread: the page hands over the two framed photos
 * and gets back the file. Cancelling terminates the worker.
 */

const scope = self as unknown as DedicatedWorkerGlobalScope;

function post(response: ExportWorkerResponse, transfer: Transferable[] = []) {
  scope.postMessage(response, transfer);
}

function canvasFor(request: ExportWorkerRequest) {
  const canvas = new OffscreenCanvas(request.before.width, request.before.height);
  const context = canvas.getContext('2d', { willReadFrequently: request.format === 'gif' });
  if (!context) throw new Error('no 2d context');
  return { canvas, context };
}

// Each format loads only its own encoder: a GIF export does not parse the muxers.
async function exportGif(request: ExportWorkerRequest) {
  const { GifWriter } = await import('@/lib/comparison-export/gif-encoding');
  const { canvas, context } = canvasFor(request);
  const frames = animationFrames(request.durationS, GIF_FRAME_RATE, true);
  const writer = new GifWriter(canvas.width, canvas.height);
  for (const [index, frame] of frames.entries()) {
    drawTransition(context, request.before, request.after, frame.mix, request.transition);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    writer.add({ rgba: data, delayMs: frame.durationMs });
    post({ type: 'progress', done: index + 1, total: frames.length });
  }
  const bytes = writer.finish();
  const buffer = bytes.buffer.slice(
    bytes.byteOffset,
    bytes.byteOffset + bytes.byteLength,
  ) as ArrayBuffer;
  post(
    { type: 'done', bytes: buffer, mimeType: 'image/gif', extension: 'gif', frames: frames.length },
    [buffer],
  );
}

async function exportVideo(request: ExportWorkerRequest) {
  const { chooseVideoCodec, VideoWriter } = await import('@/lib/comparison-export/video-encoding');
  const { canvas, context } = canvasFor(request);
  const choice = await chooseVideoCodec(canvas.width, canvas.height, VIDEO_FRAME_RATE);
  if (!choice) throw new Error('no video encoder in this browser');
  const frames = animationFrames(request.durationS, VIDEO_FRAME_RATE, false);
  const writer = new VideoWriter(choice, canvas.width, canvas.height, VIDEO_FRAME_RATE);
  for (const [index, frame] of frames.entries()) {
    drawTransition(context, request.before, request.after, frame.mix, request.transition);
    await writer.add(canvas, index);
    post({ type: 'progress', done: index + 1, total: frames.length });
  }
  const buffer = await writer.finish();
  const mp4 = choice.container === 'mp4';
  post(
    {
      type: 'done',
      bytes: buffer,
      mimeType: mp4 ? 'video/mp4' : 'video/webm',
      extension: mp4 ? 'mp4' : 'webm',
      frames: frames.length,
    },
    [buffer],
  );
}

scope.addEventListener('message', (event: MessageEvent<ExportWorkerRequest>) => {
  const request = event.data;
  if (request.type !== 'start') return;
  const run = request.format === 'gif' ? exportGif(request) : exportVideo(request);
  run
    .catch((error: unknown) =>
      post({ type: 'failed', detail: error instanceof Error ? error.message : String(error) }),
    )
    .finally(() => {
      request.before.close();
      request.after.close();
    });
});
