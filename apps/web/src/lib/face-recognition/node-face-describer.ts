import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import type * as HumanLibrary from '@vladmandic/human';
import sharp from 'sharp';
import { describeFaces, type HumanTf } from './face-description';
import { faceHumanConfig, faceModelFiles } from './human-config';

// Node only (tests and npm run face:eval): Human's wasm build with the browser's configuration,
// describing photos through the worker's own describeFaces.

const requireFromHere = createRequire(import.meta.url);

/** The wasm build; the package's exports map hides it, the file sits beside the Node entry. */
function loadHumanWasmBuild(): typeof HumanLibrary {
  const nodeEntry = requireFromHere.resolve('@vladmandic/human');
  try {
    return requireFromHere(join(dirname(nodeEntry), 'human.node-wasm.js')) as typeof HumanLibrary;
  } catch (error) {
    throw new Error(
      "Human's Node wasm build needs @tensorflow/tfjs-core, -converter and -backend-wasm 4.22.0 installed",
      { cause: error },
    );
  }
}

export function tfjsWasmDirectory(): string {
  return dirname(requireFromHere.resolve('@tensorflow/tfjs-backend-wasm'));
}

/** Serves only the model files the build ships, so a missing one fails here as in the app. */
async function serveModels(modelsDirectory: string, unexpected: string[]): Promise<Server> {
  const shipped = new Set<string>(faceModelFiles);
  const server = createServer((request, response) => {
    const name = (request.url ?? '').replace(/^\/models\//, '');
    if (!shipped.has(name)) {
      unexpected.push(request.url ?? '');
      response.statusCode = 404;
      response.end();
      return;
    }
    response.end(readFileSync(join(modelsDirectory, name)));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return server;
}

export interface DescribedPhoto {
  /** The main face's embedding (mirror-averaged), or null when no face was found. */
  readonly embedding: number[] | null;
  readonly milliseconds: number;
}

export interface NodeFaceDescriber {
  readonly human: HumanLibrary.Human;
  /** Model requests for files the build does not ship (should stay empty). */
  readonly unexpectedModelRequests: readonly string[];
  /** `border` adds a black frame around the photo, which moves the detector's crop. */
  describe(file: string, border?: number): Promise<DescribedPhoto>;
  close(): Promise<void>;
}

export async function openNodeFaceDescriber(): Promise<NodeFaceDescriber> {
  const { Human } = loadHumanWasmBuild();
  const unexpectedModelRequests: string[] = [];
  const humanEntry = requireFromHere.resolve('@vladmandic/human');
  const server = await serveModels(
    resolve(dirname(humanEntry), '../models'),
    unexpectedModelRequests,
  );
  const { port } = server.address() as AddressInfo;
  const human = new Human(
    faceHumanConfig({
      backend: 'wasm',
      modelBasePath: `http://127.0.0.1:${port}/models/`,
      wasmPath: `${tfjsWasmDirectory()}/`,
      maxDetected: 1,
      cacheModels: false,
    }),
  );
  await human.load();
  return {
    human,
    unexpectedModelRequests,
    async describe(file, border = 0) {
      const { data, info } = await sharp(file)
        .removeAlpha()
        .extend({ top: border, bottom: border, left: border, right: border, background: 'black' })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
      const tf = human.tf as HumanTf;
      const pixels = tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
      const started = performance.now();
      try {
        const [face] = await describeFaces(human, pixels);
        const embedding = face && face.embedding.length > 0 ? face.embedding : null;
        return { embedding, milliseconds: performance.now() - started };
      } finally {
        pixels.dispose();
      }
    },
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
