import type { BrowserContext, Page } from '@playwright/test';
import { expect, test, text, usePreferences } from './support/fixtures';
import { signInOncePerFile } from './support/signed-in-state';

signInOncePerFile('platform');

test('the server reports a healthy database and blob store', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  const health = await response.json();
  expect(health.database).toMatchObject({ status: 'ok', dialect: 'sqlite' });
  expect(health.blobs).toMatchObject({ status: 'ok', driver: 'local' });
});

test('unknown API routes answer problem+json, not the web app', async ({ request }) => {
  const response = await request.get('/api/v1/does-not-exist');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/problem+json');
  expect(await response.json()).toMatchObject({ status: 404, code: 'request.not_found' });
});

test('the API documentation is served', async ({ page }) => {
  const response = await page.request.get('/api/docs/json');
  expect(response.status()).toBe(200);
  const spec = await response.json();
  expect(Object.keys(spec.paths)).toContain('/api/health');
});

/** Waits for the service worker to be installed, then reloads until it controls the page. */
async function untilServiceWorkerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

test.describe('installed app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the app is installable: manifest and service worker with an offline shell', async ({
    page,
    context,
  }) => {
    await usePreferences(page, 'fr');
    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const manifest = await (await page.request.get(new URL(manifestHref!, page.url()).href)).json();
    expect(manifest).toMatchObject({ name: 'PhotoDossier', display: 'standalone', start_url: '/' });
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));

    // The service worker takes control, then the shell opens with the network gone.
    await untilServiceWorkerControls(page);
    await context.setOffline(true);
    await page.goto('/patients/list');
    // Offline, nobody can tell who is signed in: the shell waits ("Chargement..."), then the
    // offline page takes over after 5 s (spec 01 §2), never a blank or broken page.
    await expect(
      page.getByRole('status').getByText(text('fr', 'guards.sessionLoading')),
    ).toBeVisible();
    await expect(page.getByTestId('page-offline')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(false);
  });

  test('API requests go to the network without waking the service worker', async ({ page }) => {
    await usePreferences(page, 'fr');
    await page.goto('/');
    await untilServiceWorkerControls(page);
    // Chromium tells, per request, which of the worker's static routes it matched ('' for none).
    const matchedRoutes = await page.evaluate(async () => {
      const paths = ['/api/v1/tags', '/favicon.svg?route-probe'];
      const seen = new Promise<Record<string, string>>((resolve) => {
        const found: Record<string, string> = {};
        new PerformanceObserver((list, observer) => {
          for (const entry of list.getEntries()) {
            const path = entry.name.slice(location.origin.length);
            if (!paths.includes(path)) continue;
            found[path] = String(
              (entry as PerformanceResourceTiming & { workerMatchedSourceType?: string })
                .workerMatchedSourceType,
            );
          }
          if (Object.keys(found).length < paths.length) return;
          observer.disconnect();
          resolve(found);
        }).observe({ type: 'resource' });
      });
      for (const path of paths) await fetch(path);
      return seen;
    });
    expect(matchedRoutes).toEqual({ '/api/v1/tags': 'network', '/favicon.svg?route-probe': '' });
  });
});

/** Opens the records, cuts the network, and waits until the page has heard of it. */
async function openPatientsThenGoOffline(page: Page, context: BrowserContext) {
  await page.goto('/patients/list');
  await expect(page.getByTestId('page-patients-list')).toBeVisible();
  await context.setOffline(true);
  // The browser tells the page asynchronously.
  await expect(
    page.getByRole('status').filter({ hasText: text('fr', 'connectivity.offline') }),
  ).toBeVisible();
}

test('the offline page replaces everything after 5 s offline', async ({ page, context }) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await usePreferences(page, 'fr');
  await page.clock.install();
  // The clock may only move once the page knows it is offline, or the 5 s wait would start
  // after the time already run.
  await openPatientsThenGoOffline(page, context);
  await page.clock.runFor(4_000);
  await expect(page.getByTestId('page-offline')).toHaveCount(0);
  await page.clock.runFor(1_500);
  await expect(page.getByTestId('page-offline')).toBeVisible();
  await context.setOffline(false);
  await expect(
    page.getByRole('button', { name: text('fr', 'connectivity.reconnecting') }),
  ).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(page.getByTestId('page-offline')).toHaveCount(0);
  await expect(page.getByTestId('page-patients-list')).toBeVisible();
  // Code the page loads after its first screen may have met the lost connection: it loads once
  // the connection is back (until then the theme button is drawn without its menu).
  await expect(async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: new RegExp(`^${text('fr', 'theme.label')}`) }).click();
    await expect(page.getByRole('menuitemradio', { name: text('fr', 'theme.dark') })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000 });
  expect(uncaught).toEqual([]);
});

test('a page opened offline opens by itself once the connection is back', async ({
  page,
  context,
}) => {
  await usePreferences(page, 'fr');
  await openPatientsThenGoOffline(page, context);
  // The Drive's code has not been loaded yet: its request fails while offline.
  const pageCodeFailed = page.waitForEvent('requestfailed', (request) =>
    new URL(request.url()).pathname.startsWith('/assets/'),
  );
  await page
    .getByTestId('sidebar')
    .getByRole('link', { name: text('fr', 'nav.drive') })
    .click();
  await pageCodeFailed;
  await expect(page.getByTestId('page-route-error')).toHaveCount(0);
  await expect(page.getByTestId('page-patients-list')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('page-drive')).toBeVisible();
  await expect(page.getByTestId('page-route-error')).toHaveCount(0);
});

test('the app keeps a live event stream open to the server', async ({ page }) => {
  const stream = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/events',
  );
  await page.goto('/');
  const response = await stream;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/event-stream');
});
