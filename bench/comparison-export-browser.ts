import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { facesDirectory } from '../apps/web/src/test/testdata';
import type { Benchmark, Measurement } from './measure';

// The app's comparison export worker, from the production web build, in the Chromium the E2E
// tests use (no GPU), on two 1080 px frames made from testdata/faces.
const WEB_DIST_DIR =
  process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const GIFENC = fileURLToPath(new URL('../node_modules/gifenc/dist/gifenc.esm.js', import.meta.url));
const FACES_DIR = process.env.FACES_DIR ?? facesDirectory();
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SIZE = 1080;
/** 6 s: 32 GIF frames (two held photos and two 15-frame cross-fades), 180 video frames. */
const DURATION_S = 6;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.png': 'image/png',
};

async function startStaticServer(): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const file =
        url.pathname === '/bench.html'
          ? null
          : url.pathname === '/gifenc.js'
            ? GIFENC
            : url.pathname.startsWith('/faces/')
              ? path.join(FACES_DIR, decodeURIComponent(url.pathname.slice('/faces/'.length)))
              : path.join(WEB_DIST_DIR, decodeURIComponent(url.pathname));
      try {
        const body = file
          ? await readFile(file)
          : Buffer.from('<!doctype html><title>bench</title>');
        response.writeHead(200, {
          'content-type': file
            ? (contentTypes[path.extname(file)] ?? 'application/octet-stream')
            : contentTypes['.html'],
        });
        response.end(body);
      } catch {
        response.writeHead(404).end();
      }
    })();
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return server;
}

type ExportResult = { bytes: number; frames: number; mimeType: string; ms: number };
type PageBench = {
  exportWith(format: 'gif' | 'video'): Promise<ExportResult>;
  bareGif(): Promise<number>;
  bareVideo(): Promise<number>;
};

// Plain script for the page: the two frames, the worker with the app's protocol, and the bare
// encoders on the very frames the worker draws (same cross-fade, same timing).
const PAGE_SCRIPT = `
const SIZE = ${SIZE};
const DURATION_S = ${DURATION_S};
async function frame(file) {
  const bitmap = await createImageBitmap(await (await fetch('/faces/' + file)).blob());
  const canvas = new OffscreenCanvas(SIZE, SIZE);
  canvas.getContext('2d').drawImage(bitmap, 0, 0, SIZE, SIZE);
  return createImageBitmap(canvas);
}
function timeline(fps, holdAsOne) {
  const part = (DURATION_S * 1000) / 4;
  const steps = Math.max(2, Math.round(part / (1000 / fps)));
  const frames = [];
  const hold = (mix) => { if (holdAsOne) frames.push({ mix, ms: part }); else for (let i = 0; i < steps; i++) frames.push({ mix, ms: part / steps }); };
  const fade = (from, to) => { for (let i = 1; i <= steps; i++) { const p = i / (steps + 1); const e = p * p * (3 - 2 * p); frames.push({ mix: from + (to - from) * e, ms: part / steps }); } };
  hold(0); fade(0, 1); hold(1); fade(1, 0);
  return frames;
}
function compose(context, before, after, mix) {
  context.globalAlpha = 1; context.drawImage(before, 0, 0);
  if (mix > 0) { context.globalAlpha = mix; context.drawImage(after, 0, 0); context.globalAlpha = 1; }
}
globalThis.startBench = async (workerFile) => {
  const gifenc = await import('/gifenc.js');
  const [before, after] = await Promise.all([frame('amy/amy1.png'), frame('amy/amy2.png')]);
  const canvas = new OffscreenCanvas(SIZE, SIZE);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  const gifFrames = timeline(10, true).map((item) => {
    compose(context, before, after, item.mix);
    return { rgba: context.getImageData(0, 0, SIZE, SIZE).data, ms: item.ms };
  });
  const videoCanvases = timeline(30, false).map((item) => {
    const made = new OffscreenCanvas(SIZE, SIZE);
    compose(made.getContext('2d'), before, after, item.mix);
    return made;
  });
  globalThis.bench = {
    exportWith: async (format) => {
      const start = performance.now();
      // One worker for every export, as the app keeps it.
      const worker = (globalThis.exportWorker ??= new Worker('/assets/' + workerFile, { type: 'module' }));
      const copies = await Promise.all([createImageBitmap(before), createImageBitmap(after)]);
      const result = await new Promise((resolve, reject) => {
        worker.onmessage = (event) => {
          if (event.data.type === 'done') resolve(event.data);
          else if (event.data.type === 'failed') reject(new Error(event.data.detail));
        };
        worker.postMessage({ type: 'start', format, before: copies[0], after: copies[1], durationS: DURATION_S, transition: 'crossfade' }, copies);
      });
      return { bytes: result.bytes.byteLength, frames: result.frames, mimeType: result.mimeType, ms: performance.now() - start };
    },
    bareGif: async () => {
      const encoder = gifenc.GIFEncoder();
      for (const item of gifFrames) {
        const palette = gifenc.quantize(item.rgba, 256, { format: 'rgb565' });
        const index = gifenc.applyPalette(item.rgba, palette, 'rgb565');
        encoder.writeFrame(index, SIZE, SIZE, { palette, delay: item.ms, repeat: 0 });
      }
      encoder.finish();
      return encoder.bytes().length;
    },
    bareVideo: async () => {
      let bytes = 0;
      const encoder = new VideoEncoder({ output: (chunk) => { bytes += chunk.byteLength; }, error: (error) => { throw error; } });
      encoder.configure({ codec: 'avc1.640028', width: SIZE, height: SIZE, framerate: 30, bitrate: Math.round(SIZE * SIZE * 30 * 0.1), avc: { format: 'avc' } });
      videoCanvases.forEach((made, index) => {
        const videoFrame = new VideoFrame(made, { timestamp: Math.round((index * 1e6) / 30), duration: Math.round(1e6 / 30) });
        encoder.encode(videoFrame, { keyFrame: index % 60 === 0 });
        videoFrame.close();
      });
      await encoder.flush();
      encoder.close();
      return bytes;
    },
  };
};
`;

interface ExportContext {
  server: Server;
  browser: Browser;
  page: Page;
  last: ExportResult | null;
}

async function openExportPage(): Promise<ExportContext> {
  const assets = await readdir(path.join(WEB_DIST_DIR, 'assets')).catch(() => {
    throw new Error(`No web build in ${WEB_DIST_DIR}: build it first (see bench/README.md)`);
  });
  const workerFile = assets.find((name) => /^comparison-export\.worker-.+\.js$/.test(name));
  if (!workerFile) throw new Error(`No comparison export worker in ${WEB_DIST_DIR}/assets`);
  const server = await startStaticServer();
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage();
  // 127.0.0.1 is a secure context: WebCodecs is available, as on the app's own origin.
  await page.goto(`http://127.0.0.1:${port}/bench.html`);
  await page.addScriptTag({ content: PAGE_SCRIPT, type: 'module' });
  await page.waitForFunction(() => 'startBench' in globalThis);
  await page.evaluate(
    (worker) =>
      (globalThis as unknown as { startBench: (file: string) => Promise<void> }).startBench(worker),
    workerFile,
  );
  return { server, browser, page, last: null };
}

function pageBench(page: Page) {
  return {
    exportWith: (format: 'gif' | 'video') =>
      page.evaluate(
        (chosen) => (globalThis as unknown as { bench: PageBench }).bench.exportWith(chosen),
        format,
      ),
    bare: (format: 'gif' | 'video') =>
      page.evaluate((chosen) => {
        const bench = (globalThis as unknown as { bench: PageBench }).bench;
        return chosen === 'gif' ? bench.bareGif() : bench.bareVideo();
      }, format),
  };
}

async function closeExportPage(context: ExportContext) {
  await context.browser.close();
  await new Promise((resolve) => context.server.close(resolve));
}

const gifExport: Benchmark<ExportContext> = {
  name: 'comparison-gif',
  description: `a 2-photo ${SIZE} px cross-fade GIF of ${DURATION_S} s (32 frames) through the export worker`,
  baselineLabel: 'gifenc alone on the same frames, already drawn, on the page',
  candidateLabel:
    'export worker (kept warm): draw each frame, quantize, encode, hand back the file',
  rounds: 5,
  setup: openExportPage,
  async baseline(context) {
    await pageBench(context.page).bare('gif');
  },
  async candidate(context) {
    context.last = await pageBench(context.page).exportWith('gif');
  },
  async report(context) {
    const last = context.last;
    return last
      ? [
          `  ${last.frames} frames, ${(last.bytes / 1024 / 1024).toFixed(1)} MiB (goal: ratio <= 1.3x)`,
        ]
      : [];
  },
  teardown: closeExportPage,
};

const videoExport: Benchmark<ExportContext> = {
  name: 'comparison-video',
  description: `a 2-photo ${SIZE} px cross-fade video of ${DURATION_S} s at 30 fps through the export worker, no GPU`,
  baselineLabel: 'VideoEncoder alone (H.264 High) on the same frames, already drawn',
  candidateLabel: 'export worker: codec choice, draw, encode, mux to MP4, hand back the file',
  rounds: 3,
  setup: openExportPage,
  async baseline(context) {
    await pageBench(context.page).bare('video');
  },
  async candidate(context) {
    context.last = await pageBench(context.page).exportWith('video');
  },
  async report(context, candidate: Measurement) {
    const last = context.last;
    const speed = (DURATION_S * 1000) / candidate.medianMs;
    return last
      ? [
          `  ${last.mimeType}, ${last.frames} frames, ${(last.bytes / 1024 / 1024).toFixed(1)} MiB; ${speed.toFixed(1)}x real time (goal: above 1x)`,
        ]
      : [];
  },
  teardown: closeExportPage,
};

export const comparisonExportBenchmarks = [gifExport, videoExport];
