import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const compressibleFile = /\.(html|css|js|mjs|json|svg|webmanifest|wasm)$/;
const COMPRESS_MIN_BYTES = 1024;
// Brotli's best quality costs about 1 s per 500 KB here; above that (the face worker, the wasm
// kernels, fetched by the few who use face recognition) quality 9 is within 10 % of it.
const BROTLI_BEST_MAX_BYTES = 512 * 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes a `.br` and a `.gz` beside every text file of the build once everything else (the
 * service worker, the copied models) is written, so the server sends each file compressed by
 * Accept-Encoding without compressing it per request (decision 0027).
 */
export function precompressedAssets(): Plugin {
  let outDir = '';
  return {
    name: 'photodossier-precompressed-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await filesUnder(outDir)).filter((file) => compressibleFile.test(file));
        await Promise.all(
          files.map(async (file) => {
            const source = await readFile(file);
            if (source.length < COMPRESS_MIN_BYTES) return;
            const quality =
              source.length <= BROTLI_BEST_MAX_BYTES ? zlibConstants.BROTLI_MAX_QUALITY : 9;
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gzipAsync(source, { level: 9 }),
            ]);
            if (br.length < source.length) await writeFile(`${file}.br`, br);
            if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
          }),
        );
      },
    },
  };
}
