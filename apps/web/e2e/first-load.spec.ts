import { expect, test } from '@playwright/test';
import { baseURL, createAccount, signIn } from './support/accounts';
import { createPatient } from './support/import-helpers';
import { initialScripts, rawGet } from './support/initial-script';
import { describeLighthouse, measureWithLighthouse } from './support/lighthouse';

// First load (decision 0027). Goals: initial JavaScript ≤ 200 kB gzip, Lighthouse mobile
// performance ≥ 0.90 on /auth and on a signed-in /patients, measured by bench/first-load.ts.
// The bound here is generous so a loaded CI machine never fails it; before the change the
// initial JavaScript was 353 kB gzip, sent uncompressed, and /auth scored 0.57 (the signed-out
// pages are measured by lighthouse.spec.ts). The score moves with the machine: /patients signed
// in scored 48-65 on 2026-11-25 and 37 on the slower machine of 2026-11-28, so the floor only
// catches a collapse; the size bound above is the one that does not depend on the machine.

const INITIAL_SCRIPT_MAX_GZIP_BYTES = 200_000;
const MIN_SCORE_PATIENTS = 25;

test.describe('first load', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the first screen loads at most 200 kB of JavaScript, compressed by Accept-Encoding', async () => {
    const html = await rawGet(`${baseURL}/auth`, 'br', 'text/html');
    expect(html.encoding).toBe('br');
    const plain = await rawGet(`${baseURL}/auth`, 'identity', 'text/html');
    const scripts = initialScripts(plain.body.toString());
    expect(scripts.length).toBeGreaterThan(0);
    let gzipBytes = 0;
    for (const script of scripts) {
      const gzip = await rawGet(`${baseURL}${script}`, 'gzip');
      expect(gzip.status, script).toBe(200);
      expect(gzip.encoding, script).toBe('gzip');
      gzipBytes += gzip.bytes;
      const brotli = await rawGet(`${baseURL}${script}`, 'gzip, deflate, br');
      expect(brotli.encoding, script).toBe('br');
      expect(brotli.bytes, script).toBeLessThanOrEqual(gzip.bytes);
    }
    console.info(`initial JavaScript: ${scripts.length} files, ${gzipBytes} bytes gzip`);
    expect(gzipBytes).toBeLessThanOrEqual(INITIAL_SCRIPT_MAX_GZIP_BYTES);
  });

  test('a signed-in /patients is drawn before any validation schema is loaded', async () => {
    // index.html names the code of each first screen it starts (build/first-screen-preloads.ts).
    const html = (await rawGet(`${baseURL}/patients`, 'identity', 'text/html')).body.toString();
    const firstScreen = /var byPath = (\{.*?\});/.exec(html)?.[1];
    const preloads = (JSON.parse(firstScreen ?? '{}') as Record<string, string[]>)['/patients'];
    expect(preloads?.length, 'the /patients first screen is preloaded').toBeGreaterThan(0);
    // zod and the modules that build schemas load after the first screen (decision 0071).
    for (const script of [...initialScripts(html), ...(preloads ?? [])]) {
      const code = await rawGet(`${baseURL}${script}`, 'identity');
      expect(code.status, script).toBe(200);
      expect(code.body.toString().includes('$ZodError'), `${script} holds zod`).toBe(false);
    }
  });

  test('a signed-in /patients reads each answer once, and still hears later changes', async ({
    page,
  }) => {
    await signIn(page, await createAccount());
    const reads = new Map<string, number>();
    const readOrder: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'GET' && pathname.startsWith('/api/v1/')) {
        reads.set(pathname, (reads.get(pathname) ?? 0) + 1);
        readOrder.push(pathname);
      }
    });
    const streamOpened = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/events',
    );
    await page.goto('/patients');
    await expect(page.getByTestId('patients-empty')).toBeVisible();
    // index.html began the list's first page with the session, before the app had run (which
    // asks for the rest), and the page used that answer instead of asking again.
    expect(readOrder.slice(0, 2)).toEqual(['/api/v1/account/session', '/api/v1/patients']);
    expect(reads.get('/api/v1/patients'), 'the first page of /api/v1/patients').toBe(1);
    await streamOpened;
    const readOnce = [
      '/api/v1/account/session',
      '/api/v1/settings',
      '/api/v1/tags',
      '/api/v1/billing/subscription',
    ];
    // Some readers come with the code loaded once the page is idle (the import dialog's host
    // reads the plan): on a loaded machine that may be after the stream opened.
    for (const path of readOnce) {
      await expect.poll(() => reads.get(path) ?? 0, { message: path }).toBeGreaterThan(0);
    }
    // A change after the stream opened reaches the list: by then a refetch of everything read
    // before the opening (decision 0063) would have been sent.
    await createPatient(page, 'Élise', 'Flux');
    await expect(page.getByText('Flux').first()).toBeVisible();
    for (const path of readOnce) expect(reads.get(path), path).toBe(1);
  });

  test('Lighthouse mobile: /patients signed in', async ({ browser }) => {
    const account = await createAccount();
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, account);
    const cookie = (await context.cookies())
      .map((entry) => `${entry.name}=${entry.value}`)
      .join('; ');
    await context.close();
    const [patients] = await measureWithLighthouse([`${baseURL}/patients`], {
      cookie,
      accessibility: false,
    });
    if (!patients) throw new Error('no Lighthouse figures for /patients');
    console.info(`signed in: ${describeLighthouse(patients)}`);
    expect(new URL(patients.finalUrl).pathname).toBe('/patients');
    expect(patients.textCompressed).toBe(true);
    expect(patients.performance).toBeGreaterThanOrEqual(MIN_SCORE_PATIENTS);
  });
});
