import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import {
  API_ACCEPT,
  EARLY_API_PATHS,
  EARLY_PAGE_READS,
  EARLY_RESPONSES_GLOBAL,
} from '../src/lib/early-responses';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * The code a first visit to these addresses needs beyond the shell: the lazy route modules
 * (guard, layout, page) React Router loads for them. Paths relative to apps/web.
 */
const FIRST_SCREENS: Record<string, readonly string[]> = {
  '/landing': ['src/features/marketing/routes/landing-page.tsx'],
  '/auth': ['src/features/account/routes/auth-page.tsx'],
  '/': [
    'src/app/guards/protected-route.tsx',
    'src/app/layouts/app-layout.tsx',
    'src/features/home/routes/home-page.tsx',
  ],
  '/patients': [
    'src/app/guards/protected-route.tsx',
    'src/app/layouts/app-layout.tsx',
    'src/app/routes/patients-route.tsx',
  ],
};

/** First screens behind the sign-in: index.html asks for their session itself. */
const SIGNED_IN_GUARD = 'src/app/guards/protected-route.tsx';

/** The catalogue fetched when the browser (or the stored choice) asks for English. */
const ENGLISH_CATALOGUE = 'src/lib/i18n/en.ts';

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
}

/** A chunk and every chunk it imports statically. */
function importClosure(bundle: OutputBundle, fileName: string, files = new Set<string>()) {
  if (files.has(fileName)) return files;
  files.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const file of chunk.imports) importClosure(bundle, file, files);
  return files;
}

/** The chunk holding a module, with what it imports, as bundle file names. */
function moduleClosure(bundle: OutputBundle, moduleId: string): Set<string> {
  const holder = chunks(bundle).find((chunk) => chunk.moduleIds.includes(moduleId));
  if (!holder) throw new Error(`first-screen preloads: no chunk holds ${moduleId}`);
  return importClosure(bundle, holder.fileName);
}

/**
 * Adds to index.html a small script that, before the app runs, asks for the code of the page
 * being opened (its route chunks), for an English reader the English catalogue, and on a
 * signed-in first screen the session and the page's first answer (decision 0064). Without it
 * those downloads start only once the shell has run and the router has matched the address:
 * one more round trip before the first screen (decision 0027).
 */
export function firstScreenPreloads(): Plugin {
  let root = '';
  return {
    name: 'photodossier-first-screen-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const inShell = new Set<string>();
        for (const entry of chunks(bundle).filter((chunk) => chunk.isEntry)) {
          importClosure(bundle, entry.fileName, inShell);
        }
        const urls = (modules: readonly string[]) => [
          ...new Set(
            modules
              .flatMap((module) => [...moduleClosure(bundle, path.join(root, module))])
              .filter((file) => !inShell.has(file))
              .map((file) => `/${file}`),
          ),
        ];
        const byPath = Object.fromEntries(
          Object.entries(FIRST_SCREENS).map(([address, modules]) => [address, urls(modules)]),
        );
        const english = urls([ENGLISH_CATALOGUE]);
        const signedIn = Object.keys(FIRST_SCREENS).filter((address) =>
          FIRST_SCREENS[address]!.includes(SIGNED_IN_GUARD),
        );
        const script = `(function () {
  var byPath = ${JSON.stringify(byPath)};
  var address = location.pathname.replace(/\\/+$/, '') || '/';
  var files = byPath[address] || [];
  if (${JSON.stringify(signedIn)}.indexOf(address) >= 0 && window.fetch) {
    var early = {};
    var reads = ${JSON.stringify(EARLY_API_PATHS)};
    if (!location.search) reads = reads.concat(${JSON.stringify(EARLY_PAGE_READS)}[address] || []);
    reads.forEach(function (path) {
      early[path] = fetch(path, { credentials: 'same-origin', headers: { accept: ${JSON.stringify(API_ACCEPT)} } });
      early[path].catch(function () {});
    });
    window[${JSON.stringify(EARLY_RESPONSES_GLOBAL)}] = early;
  }
  try {
    var language = localStorage.getItem('i18nextLng') || navigator.language || '';
    if (language.slice(0, 2).toLowerCase() === 'en') files = files.concat(${JSON.stringify(english)});
  } catch (error) {}
  files.forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
})();`;
        // Before the stylesheet: an inline script after a stylesheet waits for it to arrive,
        // and these downloads would start one stylesheet later.
        const entryScript = html.indexOf('<script type="module"');
        if (entryScript < 0) throw new Error('first-screen preloads: index.html has no entry');
        return (
          html.slice(0, entryScript) +
          `<script id="first-screen-preloads">${script}</script>\n    ` +
          html.slice(entryScript)
        );
      },
    },
  };
}
