import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './problem';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function expectedOrigin(request: FastifyRequest, publicUrl: string | null): string {
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}

/**
 * Every state-changing call of our API must come from our own pages: browsers always send
 * Origin on such requests, and a forged cross-site form or fetch carries another one (or
 * none, from some privacy modes, which is refused as well). better-auth checks its own routes.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string | null): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/v1/')) return;
    const origin = request.headers.origin;
    if (origin !== expectedOrigin(request, publicUrl)) {
      throw new AppError('auth.origin_refused', 403, {
        detail: `Origin ${origin ?? '(none)'} is not this application`,
      });
    }
  });
}
