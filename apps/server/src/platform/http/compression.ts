import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses answers of a compressible type (JSON, problem+json, text) above the threshold,
 * brotli or gzip by Accept-Encoding. Photos, videos and the event stream are not compressible
 * types and go as they are; the web app's files come precompressed from the build (static-web).
 * Must be registered before the routes and the static files. Request bodies are never
 * inflated: no client of ours sends them compressed.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
  });
}
