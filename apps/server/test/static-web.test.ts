import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_NOT_BUILT_MESSAGE } from '../src/platform/http/static-web';
import { createTempDir, type TempDir } from './support/test-config';
import { startTestApp, type TestApp } from './support/test-app';

const INDEX_HTML = '<!doctype html><title>PhotoDossier</title><div id="root"></div>';
// A public page the build rendered (decision 0052), long enough to be precompressed.
const AUTH_HTML = `<!doctype html><title>Connexion</title><div id="root" data-prerendered="fr">${'<p>Connexion</p>'.repeat(100)}</div>`;
// The same page rendered with the Google button, for a server configured for Google.
const AUTH_GOOGLE_HTML = AUTH_HTML.replace(
  'data-prerendered="fr">',
  'data-prerendered="fr" data-google-sign-in="on"><a>Continuer avec Google</a>',
);
const CHANGELOG_HTML = `<!doctype html><title>Nouveautés</title><div id="root" data-prerendered="fr"><p>0.20.0</p></div>`;
// What the build writes beside a text file: the same bytes, compressed (vite.config.ts).
const ENTRY_JS = `export const texts = ${JSON.stringify('Dossiers patients. '.repeat(200))};`;

describe('built web app', () => {
  let dist: TempDir;
  let testApp: TestApp;

  beforeAll(async () => {
    dist = await createTempDir('web-dist');
    await mkdir(path.join(dist.path, 'assets'));
    await writeFile(path.join(dist.path, 'index.html'), INDEX_HTML);
    await writeFile(path.join(dist.path, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(path.join(dist.path, 'manifest.webmanifest'), '{"name":"PhotoDossier"}');
    await writeFile(path.join(dist.path, 'assets', 'index-B4x9kQ2a.js'), 'console.log(1);');
    const entry = path.join(dist.path, 'assets', 'entry-C3d8pQ1z.js');
    await writeFile(entry, ENTRY_JS);
    await writeFile(`${entry}.br`, brotliCompressSync(ENTRY_JS));
    await writeFile(`${entry}.gz`, gzipSync(ENTRY_JS));
    await writeFile(path.join(dist.path, 'index.html.br'), brotliCompressSync(INDEX_HTML));
    await writeFile(path.join(dist.path, 'index.html.gz'), gzipSync(INDEX_HTML));
    await mkdir(path.join(dist.path, 'prerendered'));
    const auth = path.join(dist.path, 'prerendered', 'auth.html');
    await writeFile(auth, AUTH_HTML);
    await writeFile(`${auth}.br`, brotliCompressSync(AUTH_HTML));
    await writeFile(path.join(dist.path, 'prerendered', 'changelog.html'), CHANGELOG_HTML);
    await mkdir(path.join(dist.path, 'prerendered', 'with-google'));
    const authWithGoogle = path.join(dist.path, 'prerendered', 'with-google', 'auth.html');
    await writeFile(authWithGoogle, AUTH_GOOGLE_HTML);
    await writeFile(`${authWithGoogle}.br`, brotliCompressSync(AUTH_GOOGLE_HTML));
    testApp = await startTestApp({ webDistDir: dist.path });
  });

  afterAll(async () => {
    await testApp?.close();
    await dist?.remove();
  });

  const get = (url: string, accept = '*/*', encoding?: string) =>
    testApp.app.inject({
      method: 'GET',
      url,
      headers: { accept, ...(encoding === undefined ? {} : { 'accept-encoding': encoding }) },
    });

  it('sends the precompressed brotli or gzip file by Accept-Encoding', async () => {
    const url = '/assets/entry-C3d8pQ1z.js';
    const br = await get(url, '*/*', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ENTRY_JS);

    const gz = await get(url, '*/*', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ENTRY_JS);

    const plain = await get(url, '*/*', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ENTRY_JS);
  });

  it('sends the HTML shell of client routes compressed too', async () => {
    const response = await get('/patients/123', 'text/html', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('serves index.html at / without caching', async () => {
    const response = await get('/', 'text/html');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('caches hashed assets for a year and revalidates sw.js and other files', async () => {
    const asset = await get('/assets/index-B4x9kQ2a.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers client-side routes with index.html so the web app can route them', async () => {
    for (const url of ['/patients/123', '/drive', '/some/unknown/page?tab=2']) {
      const response = await get(url, 'text/html,application/xhtml+xml,*/*;q=0.8');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('answers a prerendered page with its own HTML, compressed, and other routes with the shell', async () => {
    for (const url of ['/auth', '/auth/', '/auth?redirect=%2Fpatients']) {
      const response = await get(url, 'text/html', 'identity');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(AUTH_HTML);
    }
    const compressed = await get('/auth', 'text/html', 'br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(AUTH_HTML);
    // Not rendered by the build (hidden marketing pages, sub-paths): the shell, as before.
    for (const url of ['/landing', '/auth/other', '/prerendered/auth']) {
      const response = await get(url, 'text/html', 'identity');
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it('answers /auth with the page drawn with Google only when the server offers Google', async () => {
    const plain = await get('/auth', 'text/html', 'identity');
    expect(plain.body).toBe(AUTH_HTML);
    const withGoogle = await startTestApp({
      webDistDir: dist.path,
      env: { GOOGLE_CLIENT_ID: 'practice-client', GOOGLE_CLIENT_SECRET: 'practice-secret' },
    });
    try {
      const send = (url: string, encoding: string) =>
        withGoogle.app.inject({
          method: 'GET',
          url,
          headers: { accept: 'text/html', 'accept-encoding': encoding },
        });
      for (const url of ['/auth', '/auth/?redirect=%2Fpatients']) {
        const page = await send(url, 'identity');
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['cache-control'], url).toBe('no-cache');
        expect(page.body, url).toBe(AUTH_GOOGLE_HTML);
      }
      const compressed = await send('/auth', 'br');
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(AUTH_GOOGLE_HTML);
      // A page the build did not draw apart for Google is the same for every server.
      expect((await send('/changelog', 'identity')).body).toBe(CHANGELOG_HTML);
      expect((await send('/with-google/auth', 'identity')).body).toBe(INDEX_HTML);
    } finally {
      await withGoogle.close();
    }
  });

  it('does not turn missing files or API routes into the HTML shell', async () => {
    const missingAsset = await get('/assets/gone-123.js');
    expect(missingAsset.statusCode).toBe(404);
    const apiFromBrowser = await get('/api/v1/unknown', 'text/html');
    expect(apiFromBrowser.statusCode).toBe(404);
    expect(apiFromBrowser.headers['content-type']).toMatch(/^application\/problem\+json/);
    const post = await testApp.app.inject({
      method: 'POST',
      url: '/patients',
      headers: { accept: 'text/html' },
    });
    expect(post.statusCode).toBe(404);
  });

  it('refuses paths that climb out of the web folder', async () => {
    const response = await get('/../../etc/passwd', 'text/html');
    expect(response.body).not.toContain('root:');
  });
});

describe('web app not built', () => {
  it('still serves the API and explains how to build the web app', async () => {
    const testApp = await startTestApp();
    try {
      const home = await testApp.app.inject({
        method: 'GET',
        url: '/',
        headers: { accept: 'text/html' },
      });
      expect(home.statusCode).toBe(503);
      expect(home.headers['content-type']).toMatch(/^text\/plain/);
      expect(home.body).toBe(WEB_NOT_BUILT_MESSAGE);
      expect(home.body).toBe('Web app not built: run npm run build');
      const deepLink = await testApp.app.inject({
        method: 'GET',
        url: '/patients/1',
        headers: { accept: 'text/html' },
      });
      expect(deepLink.body).toBe(WEB_NOT_BUILT_MESSAGE);
      const health = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
