import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { facesDirectory } from '../apps/web/src/test/testdata';
import type { Benchmark, Measurement } from './measure';

// The app's own face worker, from the production web build, in the Chromium the E2E tests use
// (no GPU: the wasm backend), on the shared face test set.
const WEB_DIST_DIR =
  process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const FACES_DIR = process.env.FACES_DIR ?? facesDirectory();
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.bin': 'application/octet-stream',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
};

interface FaceContext {
  server: Server;
  browser: Browser;
  page: Page;
  photoCount: number;
  next: number;
}

async function facePhotos(): Promise<string[]> {
  const people = await readdir(FACES_DIR);
  const files: string[] = [];
  for (const person of people.sort()) {
    for (const file of (await readdir(path.join(FACES_DIR, person))).sort()) {
      if (file.endsWith('.png')) files.push(`${person}/${file}`);
    }
  }
  return files;
}

/**
 * Serves the built app's files, the test photos under /faces/, an empty page, and `extra`
 * (path -> bytes) for photos a bench makes.
 */
export async function startStaticServer(
  extra: ReadonlyMap<string, Buffer> = new Map(),
): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const made = extra.get(url.pathname);
      if (made) {
        response.writeHead(200, { 'content-type': 'application/octet-stream' });
        response.end(made);
        return;
      }
      const file =
        url.pathname === '/bench.html'
          ? null
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

type PageState = {
  detect(index: number): Promise<{ backend: string; detectMs: number; faces: number }>;
  decode(index: number): Promise<number>;
};
type StartBench = (worker: string, files: string[]) => Promise<void>;

// Plain script for the page (kept out of the TypeScript build, whose helpers the page lacks):
// talks to the worker with the app's own protocol (FaceWorkerRequest / FaceWorkerResponse).
const PAGE_SCRIPT = `
globalThis.startBench = async (workerFile, files) => {
  const blobs = await Promise.all(files.map(async (file) => (await fetch('/faces/' + file)).blob()));
  const worker = new Worker('/assets/' + workerFile, { type: 'module' });
  let sequence = 0;
  globalThis.bench = {
    detect: (index) => new Promise((resolve, reject) => {
      sequence += 1;
      const id = sequence;
      const listener = (event) => {
        if (event.data.id !== id) return;
        worker.removeEventListener('message', listener);
        const detection = event.data.detection;
        if (!detection) return reject(new Error(event.data.detail || 'failed'));
        resolve({ backend: detection.backend, detectMs: detection.timings.detectMs, faces: detection.faces.length });
      };
      worker.addEventListener('message', listener);
      worker.postMessage({ type: 'detect', id, image: blobs[index % blobs.length], backends: ['wasm', 'cpu'] });
    }),
    decode: async (index) => {
      const bitmap = await createImageBitmap(blobs[index % blobs.length]);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d', { willReadFrequently: true });
      context.drawImage(bitmap, 0, 0);
      const length = context.getImageData(0, 0, bitmap.width, bitmap.height).data.length;
      bitmap.close();
      return length;
    },
  };
  await globalThis.bench.detect(0);
  await globalThis.bench.detect(1);
};
`;

const faceEmbedding: Benchmark<FaceContext> = {
  name: 'face-embedding',
  description:
    'one photo (150 x 150 PNG of testdata/faces) through the face worker: decode, BlazeFace, FaceRes 1024-float embedding, wasm backend, warm models',
  baselineLabel: 'decoding the same photo into pixels on the page',
  candidateLabel: 'detect + embed one photo in the worker (round trip)',
  rounds: 40,
  async setup() {
    const assets = await readdir(path.join(WEB_DIST_DIR, 'assets')).catch(() => {
      throw new Error(`No web build in ${WEB_DIST_DIR}: build it first (see bench/README.md)`);
    });
    const workerFile = assets.find((name) => /^face-recognition\.worker-.+\.js$/.test(name));
    if (!workerFile) throw new Error(`No face worker in ${WEB_DIST_DIR}/assets`);
    const photos = await facePhotos();
    const server = await startStaticServer();
    const { port } = server.address() as AddressInfo;
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/bench.html`);
    await page.addScriptTag({ content: PAGE_SCRIPT });
    // Model loading and the wasm kernels' first run are not what is measured.
    await page.evaluate(
      ({ worker, files }) =>
        (globalThis as unknown as { startBench: StartBench }).startBench(worker, files),
      { worker: workerFile, files: photos },
    );
    return { server, browser, page, photoCount: photos.length, next: 0 };
  },
  async baseline(context) {
    context.next += 1;
    await context.page.evaluate(
      (index) => (globalThis as unknown as { bench: PageState }).bench.decode(index),
      context.next,
    );
  },
  async candidate(context) {
    context.next += 1;
    await context.page.evaluate(
      (index) => (globalThis as unknown as { bench: PageState }).bench.detect(index),
      context.next,
    );
  },
  async report(context, candidate: Measurement) {
    const results = [];
    for (let index = 0; index < context.photoCount; index += 1) {
      results.push(
        await context.page.evaluate(
          (photo) => (globalThis as unknown as { bench: PageState }).bench.detect(photo),
          index,
        ),
      );
    }
    const inference = results.map((result) => result.detectMs).sort((a, b) => a - b);
    const withFace = results.filter((result) => result.faces === 1).length;
    return [
      `  backend ${results[0]?.backend}; per photo ${candidate.medianMs.toFixed(0)} ms (median); inference alone ${inference[Math.floor(inference.length / 2)]?.toFixed(0)} ms (median of one more pass); a face found on ${withFace} of ${context.photoCount} photos`,
    ];
  },
  async teardown(context) {
    await context.browser.close();
    await new Promise((resolve) => context.server.close(resolve));
  },
};

export const browserFaceBenchmarks = [faceEmbedding];
