import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Answers up to this size are compressed in one call on the request's thread. The plugin's
 * default on two cores (8 KiB) sent a page of 100 photos (92 KB) and an import session (430 KB)
 * through a stream to the thread pool, whose stream and hand-over cost more server time than
 * the compression itself (issue 24, decision 0060). The largest answer blocks about 2 ms.
 */
export const COMPRESS_SYNC_MAX_BYTES = 1024 * 1024;

/**
 * Compresses answers of a compressible type (JSON, problem+json, text) above the threshold,
 * brotli or gzip by Accept-Encoding. Photos, videos and the event stream are not compressible
 * types and go as they are; the web app's files come precompressed from the build (static-web).
 * Must be registered before the routes and the static files. Request bodies are never
 * inflated: no client of ours sends them compressed.
 *
 * Levels (decision 0060, then 0075): gzip 3 is the fastest within a few per cent of the
 * default level's size on our JSON (gzip 6: 2.6× the time of 3 on a photo page for 5 % fewer
 * bytes). Brotli 1 writes a page of 100 photos (92 KB) in 4.2 KB at half the time of quality 2
 * (3.5 KB): 0.7 KB more to send is worth less than 0.15 ms of a core on every page.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_MIN_BYTES,
    syncThreshold: COMPRESS_SYNC_MAX_BYTES,
    zlibOptions: { level: 3 },
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 1,
      },
    },
    encodings: ['br', 'gzip'],
  });
}
