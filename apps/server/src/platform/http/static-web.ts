import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const WEB_NOT_BUILT_MESSAGE = 'Web app not built: run npm run build';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export interface WebApp {
  readonly built: boolean;
  /** Answers a GET that the API does not know: the SPA shell, or null when not applicable. */
  fallback(request: FastifyRequest, reply: FastifyReply): FastifyReply | null;
}

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/** Where the web build writes the public pages already rendered (apps/web/build/prerendered-pages.ts). */
const PRERENDERED_DIR = 'prerendered';

/**
 * The same pages rendered with Google sign-in offered, beside the others: served when the server
 * is configured for it, so the button is drawn with the page instead of pushing what is under it
 * down once the providers answer (apps/web/build/prerendered-pages.ts).
 */
const WITH_GOOGLE_DIR = 'with-google';

/** `/auth` and `/auth/` -> `auth`, the name of its prerendered file. */
function pageName(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  return pathname.replace(/^\/+|\/+$/g, '');
}

/** The names of the pages a folder holds (`auth` for auth.html), or none without the folder. */
function htmlPagesIn(dir: string): Set<string> {
  return new Set(
    existsSync(dir)
      ? readdirSync(dir)
          .filter((file) => file.endsWith('.html'))
          .map((file) => file.slice(0, -'.html'.length))
      : [],
  );
}

/**
 * Serves the built web app. Vite's hashed files under /assets never change, so they are cached
 * for a year; everything else (index.html, sw.js, manifest, models) is revalidated each time
 * so a deploy is picked up at once.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  { googleSignIn }: { googleSignIn: boolean },
): Promise<WebApp> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, WEB_NOT_BUILT_MESSAGE);
    const notBuilt = (reply: FastifyReply) =>
      reply.code(503).type('text/plain; charset=utf-8').send(WEB_NOT_BUILT_MESSAGE);
    app.get('/', { schema: { hide: true } }, (_request, reply) => notBuilt(reply));
    return {
      built: false,
      fallback: (request, reply) => (wantsHtml(request) ? notBuilt(reply) : null),
    };
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    // The build writes a .br and a .gz beside each text file: sent by Accept-Encoding, never
    // compressed per request.
    preCompressed: true,
    cacheControl: false,
    setHeaders(response, filePath) {
      const relative = path.relative(distDir, filePath).split(path.sep).join('/');
      response.setHeader('cache-control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
      // The same URL answers brotli, gzip or plain bytes: caches must key on the encoding.
      response.setHeader('vary', 'accept-encoding');
    },
  });
  // Read once: the build decides which pages it rendered (none of the marketing pages when
  // they are hidden), and a request only ever picks a name from this list.
  const prerendered = htmlPagesIn(path.join(distDir, PRERENDERED_DIR));
  const withGoogle = googleSignIn
    ? htmlPagesIn(path.join(distDir, PRERENDERED_DIR, WITH_GOOGLE_DIR))
    : new Set<string>();
  return {
    built: true,
    fallback(request, reply) {
      if (!wantsHtml(request)) return null;
      reply.header('cache-control', REVALIDATE);
      const name = pageName(request.url);
      if (withGoogle.has(name)) {
        return reply.sendFile(`${PRERENDERED_DIR}/${WITH_GOOGLE_DIR}/${name}.html`);
      }
      if (prerendered.has(name)) return reply.sendFile(`${PRERENDERED_DIR}/${name}.html`);
      // The web app renders its own not-found page for unknown client routes.
      return reply.sendFile('index.html');
    },
  };
}
