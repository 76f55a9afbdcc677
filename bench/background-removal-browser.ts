import { readdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import sharp from 'sharp';
import { facesDirectory } from '../apps/web/src/test/testdata';
import { startStaticServer } from './face-embedding-browser';
import type { Benchmark, Measurement } from './measure';

// The app's background-removal worker, from the production web build, in the Chromium the E2E
// tests use (no GPU: wasm), on a 12-megapixel JPEG made from a real portrait of the test set.
const WEB_DIST_DIR =
  process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WIDTH = 4000;
const HEIGHT = 3000;

interface RemovalContext {
  server: Server;
  browser: Browser;
  page: Page;
}

type Timings = Record<string, number>;
type PageState = {
  remove(
    format: string,
  ): Promise<{ backend: string; model: string; timings: Timings; bytes: number }>;
  decode(): Promise<number>;
};
type StartBench = (worker: string) => Promise<void>;

/** Amy's portrait enlarged onto a 4000 × 3000 studio backdrop, as a camera JPEG. */
async function twelveMegapixelPortrait(): Promise<Buffer> {
  const face = await sharp(path.join(facesDirectory(), 'amy', 'amy2.png'))
    .resize(1800, 1800)
    .toColourspace('srgb')
    .png()
    .toBuffer();
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#c9d6de' } })
    .composite([{ input: face, left: 1100, top: 600 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

// Plain script for the page: the app's own protocol (BackgroundRemovalRequest / Response).
const PAGE_SCRIPT = `
globalThis.startBench = async (workerFile) => {
  const photo = await (await fetch('/bench/portrait-12mp.jpg')).blob();
  const worker = new Worker('/assets/' + workerFile, { type: 'module' });
  let sequence = 0;
  const settings = (format) => ({ autoCropEnabled: false, backgroundFormat: format, backgroundColor: '#ffffff', blurAmount: 200, enableInCamera: false });
  globalThis.bench = {
    remove: (format) => new Promise((resolve, reject) => {
      sequence += 1;
      const id = sequence;
      const listener = (event) => {
        if (event.data.id !== id) return;
        worker.removeEventListener('message', listener);
        const result = event.data.result;
        if (!result) return reject(new Error(event.data.detail || 'failed'));
        resolve({ backend: result.backend, model: result.model, timings: result.timings, bytes: result.blob.size });
      };
      worker.addEventListener('message', listener);
      worker.postMessage({ type: 'remove', id, image: photo, settings: settings(format), backends: ['wasm', 'cpu'], withMask: false });
    }),
    decode: async () => {
      const bitmap = await createImageBitmap(photo);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d', { willReadFrequently: true });
      context.drawImage(bitmap, 0, 0);
      const length = context.getImageData(0, 0, bitmap.width, bitmap.height).data.length;
      bitmap.close();
      return length;
    },
  };
  await globalThis.bench.remove('transparent');
};
`;

type Removed = Awaited<ReturnType<PageState['remove']>>;

const remove = (page: Page, format = 'transparent'): Promise<Removed> =>
  page.evaluate(
    (chosen) => (globalThis as unknown as { bench: PageState }).bench.remove(chosen),
    format,
  );

const decode = (page: Page): Promise<number> =>
  page.evaluate(() => (globalThis as unknown as { bench: PageState }).bench.decode());

const backgroundRemoval: Benchmark<RemovalContext> = {
  name: 'background-removal-12mp',
  description:
    'a 12-megapixel JPEG portrait through the background-removal worker: decode, Meet segmentation at 256 x 144, full-size mask, transparent PNG encoded; wasm backend, model warm',
  baselineLabel: 'decoding the same photo into pixels on the page',
  candidateLabel: 'background removed, PNG out (round trip to the worker)',
  goal: '≤ 2 s on this machine without GPU',
  rounds: 5,
  async setup() {
    const assets = await readdir(path.join(WEB_DIST_DIR, 'assets')).catch(() => {
      throw new Error(`No web build in ${WEB_DIST_DIR}: build it first (see bench/README.md)`);
    });
    const workerFile = assets.find((name) => /^background-removal\.worker-.+\.js$/.test(name));
    if (!workerFile) throw new Error(`No background-removal worker in ${WEB_DIST_DIR}/assets`);
    const server = await startStaticServer(
      new Map([['/bench/portrait-12mp.jpg', await twelveMegapixelPortrait()]]),
    );
    const { port } = server.address() as AddressInfo;
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/bench.html`);
    await page.addScriptTag({ content: PAGE_SCRIPT });
    // The model load and the wasm kernels' first run are not what is measured.
    await page.evaluate(
      (worker) => (globalThis as unknown as { startBench: StartBench }).startBench(worker),
      workerFile,
    );
    return { server, browser, page };
  },
  async baseline(context) {
    await decode(context.page);
  },
  async candidate(context) {
    await remove(context.page);
  },
  async report(context, candidate: Measurement) {
    const lines = [];
    for (const format of ['transparent', 'color', 'blur']) {
      const result = await remove(context.page, format);
      const steps = Object.entries(result.timings)
        .map(([step, ms]) => `${step.replace(/Ms$/, '')} ${ms.toFixed(0)}`)
        .join(', ');
      lines.push(
        `  ${format}: ${steps} ms; ${(result.bytes / 1e6).toFixed(1)} MB (${result.model}, ${result.backend})`,
      );
    }
    lines.push(`  per photo ${candidate.medianMs.toFixed(0)} ms (median, transparent)`);
    return lines;
  },
  async teardown(context) {
    await context.browser.close();
    await new Promise((resolve) => context.server.close(resolve));
  },
};

export const backgroundRemovalBenchmarks = [backgroundRemoval];
