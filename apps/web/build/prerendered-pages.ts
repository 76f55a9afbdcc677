import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';
import type * as PrerenderModule from '../src/prerender/render-page';

/**
 * The public pages a visitor opens first (spec 02 §2.1). Their HTML carries the page itself,
 * so it paints as soon as the styles arrive instead of after the whole shell has run under a
 * slow phone's CPU (decision 0052). The marketing pages behind VITE_HIDE_PUBLIC_PAGES are left
 * out when they are hidden: the app's own not-found page answers there, as before.
 */
const ALWAYS_PRERENDERED = ['/auth', '/app', '/changelog'];
const MARKETING_PAGES = [
  '/landing',
  '/pricing',
  '/legal',
  '/privacy',
  '/terms',
  '/cookies',
  '/help',
];

/** Where the server looks for a page's HTML: `prerendered/<path without slash>.html`. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * The pages that offer Google sign-in, drawn a second time with its button into
 * `prerendered/with-google/`, which the server sends when it is configured for Google
 * (static-web.ts): the button then paints with the page instead of pushing the rest down once
 * the providers answer. #root carries `data-google-sign-in="on"` there (get-auth-providers.ts).
 */
const PAGES_WITH_GOOGLE = ['/auth'];
const WITH_GOOGLE_DIR = 'with-google';

/**
 * #root with its placeholder and the indentation around it: the page replaces all of it, since
 * hydration meets any text left beside the page's first element as a mismatch.
 */
const ROOT_WITH_PLACEHOLDER =
  /<div id="root">\s*<!--prerender:start-->[\s\S]*<!--prerender:end-->\s*<\/div>/;

export function prerenderedPaths(env: Record<string, string | undefined>): string[] {
  return env.VITE_HIDE_PUBLIC_PAGES === 'true'
    ? ALWAYS_PRERENDERED
    : [...MARKETING_PAGES, ...ALWAYS_PRERENDERED];
}

/**
 * After the build, renders each page with react-dom/server through Vite's module loader (the
 * same sources and aliases as the bundle) and writes index.html with the page in #root.
 */
export function prerenderedPages(): Plugin {
  let root = '';
  let outDir = '';
  let env: Record<string, string | undefined> = {};
  return {
    name: 'photodossier-prerendered-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      env = config.env;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
        if (!ROOT_WITH_PLACEHOLDER.test(shell))
          throw new Error('index.html lost its prerender markers');
        const server = await createServer({
          root,
          configFile: false,
          plugins: [react()],
          resolve: { alias: { '@': path.join(root, 'src') } },
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          logLevel: 'error',
        });
        try {
          const { renderPage } = (await server.ssrLoadModule(
            '/src/prerender/render-page.tsx',
          )) as typeof PrerenderModule;
          await mkdir(path.join(outDir, PRERENDERED_DIR, WITH_GOOGLE_DIR), { recursive: true });
          const pages = prerenderedPaths(env);
          // A lazy part (the header's theme menu) met for the first time is written as a
          // boundary that an inline script fills in: a first pass loads them all, so the
          // pages below have them in place.
          for (const pathname of pages) await renderPage(pathname);
          const page = (markup: string, rootAttributes: string) => {
            // The page's own title (React renders it in place) also names the document.
            const title = /<title>[^<]*<\/title>/.exec(markup)?.[0];
            return shell
              .replace(/<title>[^<]*<\/title>/, () => title ?? '<title>PhotoDossier</title>')
              .replace(
                ROOT_WITH_PLACEHOLDER,
                () => `<div id="root" data-prerendered="fr"${rootAttributes}>${markup}</div>`,
              );
          };
          for (const pathname of pages) {
            const file = `${pathname.slice(1)}.html`;
            await writeFile(
              path.join(outDir, PRERENDERED_DIR, file),
              page(await renderPage(pathname), ''),
            );
            if (!PAGES_WITH_GOOGLE.includes(pathname)) continue;
            await writeFile(
              path.join(outDir, PRERENDERED_DIR, WITH_GOOGLE_DIR, file),
              page(await renderPage(pathname, { google: true }), ' data-google-sign-in="on"'),
            );
          }
        } finally {
          await server.close();
        }
      },
    },
  };
}
