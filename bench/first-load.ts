import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumArgs, chromiumExecutablePath } from '../apps/web/e2e/support/chromium';
import {
  describeLighthouse,
  measureWithLighthouse,
  type LighthouseFigures,
} from '../apps/web/e2e/support/lighthouse';
import { initialScripts } from '../apps/web/e2e/support/initial-script';
import type { Benchmark } from './measure';
import { signUpFirstAccount, startBenchServer, type BenchServer } from './server-process';

// First load (decision 0027): Lighthouse 12, mobile (simulated slow 4G and a 4x slower CPU), in
// Debian's Chromium, French browser. The baseline is the floor of that method: Lighthouse on a
// bare page that paints one line of text, served from this machine too.

const WEB_DIST_DIR =
  process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const INITIAL_SCRIPT_GOAL_BYTES = 200_000;

interface FirstLoadContext {
  readonly dir: string;
  readonly server: BenchServer;
  readonly bare: Server;
  readonly bareUrl: string;
  readonly cookie: string;
  readonly figures: LighthouseFigures[];
}

async function bareServer(): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end('<!doctype html><html lang="fr"><title>PhotoDossier</title><p>PhotoDossier</p>');
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

async function initialScriptGzipBytes(): Promise<number> {
  const html = await readFile(path.join(WEB_DIST_DIR, 'index.html'), 'utf8');
  let total = 0;
  for (const script of initialScripts(html)) {
    total += gzipSync(await readFile(path.join(WEB_DIST_DIR, script)), { level: 9 }).length;
  }
  return total;
}

/** The production build on the compiled server with one account, and the bare page beside it. */
async function startSignedInServer(benchmark: string) {
  if (!existsSync(path.join(WEB_DIST_DIR, 'index.html'))) {
    throw new Error(`${benchmark} needs a web build in ${WEB_DIST_DIR} (npm run build)`);
  }
  const dir = await mkdtemp(path.join(tmpdir(), `pd-bench-${benchmark}-`));
  const server = await startBenchServer(dir, { WEB_DIST_DIR });
  const { cookie } = await signUpFirstAccount(server.url);
  return { dir, server, cookie, bare: await bareServer() };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function firstLoadBenchmark(
  name: string,
  page: string,
  signedIn: boolean,
): Benchmark<FirstLoadContext> {
  return {
    name,
    description: `Lighthouse mobile of ${page}${signedIn ? ' signed in' : ''} on the production build (compiled server, precompressed assets)`,
    baselineLabel: 'Lighthouse LCP of a bare page with one line of text',
    candidateLabel: `Lighthouse LCP of ${page}`,
    goal: `performance ≥ 0.90; initial JavaScript ≤ ${INITIAL_SCRIPT_GOAL_BYTES / 1000} kB gzip`,
    rounds: 2,
    async setup() {
      const { dir, server, cookie, bare } = await startSignedInServer(name);
      return { dir, server, bare: bare.server, bareUrl: bare.url, cookie, figures: [] };
    },
    async baseline({ bareUrl }) {
      const [figures] = await measureWithLighthouse([bareUrl], { accessibility: false });
      return figures!.metrics.lcp;
    },
    async candidate(context) {
      const [figures] = await measureWithLighthouse([`${context.server.url}${page}`], {
        accessibility: false,
        ...(signedIn ? { cookie: context.cookie } : {}),
      });
      if (!figures) throw new Error(`no Lighthouse figures for ${page}`);
      if (new URL(figures.finalUrl).pathname !== page) {
        throw new Error(`${page} ended on ${figures.finalUrl}`);
      }
      context.figures.push(figures);
      return figures.metrics.lcp;
    },
    async report({ figures }) {
      const scores = figures.map((figure) => figure.performance / 100);
      const initial = await initialScriptGzipBytes();
      return [
        `  performance median ${median(scores).toFixed(2)} over ${scores.length} runs (${scores.map((s) => s.toFixed(2)).join(', ')}; goal ≥ 0.90)`,
        ...figures.map((figure) => `    ${describeLighthouse(figure)}`),
        `  initial JavaScript ${(initial / 1000).toFixed(1)} kB gzip (goal ≤ ${INITIAL_SCRIPT_GOAL_BYTES / 1000} kB)`,
      ];
    },
    async teardown({ dir, server, bare }) {
      await server.stop();
      await new Promise((closed) => bare.close(closed));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

// A returning user's load (decision 0072): the service worker installed by the first visit
// answers the page and its code, so only the data and the processor remain. Chromium's own
// throttling slows the processor 4x, as Lighthouse's mobile preset assumes of a phone.
const REPEAT_VISIT_CPU_SLOWDOWN = 4;

interface RepeatVisitContext {
  readonly dir: string;
  readonly server: BenchServer;
  readonly bare: Server;
  readonly browser: Browser;
  readonly appPage: Page;
  readonly barePage: Page;
  /** Files of each repeat visit of the app, and how many came without the network. */
  readonly files: { total: number; fromCache: number }[];
}

/** The page's largest contentful paint, in ms from its navigation. */
function largestPaint(page: Page): Promise<number> {
  // Source text: tsx would wrap a named function in a helper the page does not have.
  return page.evaluate(`new Promise((resolve) => {
    new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
  })`);
}

/** A phone-sized page whose processor is slowed once `throttle` is called. */
async function throttledPage(browser: Browser, signedIn?: { url: string; cookie: string }) {
  const context = await browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 412, height: 823 },
  });
  if (signedIn) {
    await context.addCookies(
      signedIn.cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), url: signedIn.url };
      }),
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const throttle = async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: REPEAT_VISIT_CPU_SLOWDOWN });
  };
  return { page, throttle };
}

function repeatVisitBenchmark(name: string, page: '/patients'): Benchmark<RepeatVisitContext> {
  return {
    name,
    description: `a returning user's ${page} signed in: page and code from the service worker, CPU slowed ${REPEAT_VISIT_CPU_SLOWDOWN}x (Chromium)`,
    baselineLabel: 'LCP of a bare page with one line of text, visited again, same slowdown',
    candidateLabel: `LCP of ${page}, visited again`,
    rounds: 7,
    async setup() {
      const { dir, server, cookie, bare } = await startSignedInServer(name);
      const browser = await chromium.launch({
        executablePath: chromiumExecutablePath,
        args: chromiumArgs,
      });
      const app = await throttledPage(browser, { url: server.url, cookie });
      await app.page.goto(`${server.url}${page}`);
      await app.page.evaluate('navigator.serviceWorker.ready.then(() => true)');
      await app.page.reload();
      await app.page.waitForFunction('navigator.serviceWorker.controller !== null');
      await app.throttle();
      const barePage = await throttledPage(browser);
      await barePage.page.goto(bare.url);
      await barePage.throttle();
      return {
        dir,
        server,
        bare: bare.server,
        browser,
        appPage: app.page,
        barePage: barePage.page,
        files: [],
      };
    },
    async baseline({ barePage }) {
      await barePage.reload();
      return largestPaint(barePage);
    },
    async candidate({ appPage, files }) {
      await appPage.reload();
      // The bench's account has no patient yet: the empty list is the page drawn.
      await appPage.getByTestId('patients-empty').waitFor();
      const lcp = await largestPaint(appPage);
      const cached = (await appPage.evaluate(`(() => {
        const loaded = performance.getEntriesByType('resource').filter((entry) => /\\/assets\\//.test(entry.name));
        return { total: loaded.length, fromCache: loaded.filter((entry) => entry.transferSize === 0).length };
      })()`)) as { total: number; fromCache: number };
      files.push(cached);
      if (new URL(appPage.url()).pathname !== page)
        throw new Error(`${page} ended on ${appPage.url()}`);
      return lcp;
    },
    async report({ files }) {
      const total = files.reduce((sum, visit) => sum + visit.total, 0);
      const fromCache = files.reduce((sum, visit) => sum + visit.fromCache, 0);
      return [
        `  code files without the network: ${fromCache} of ${total} over ${files.length} visits (the service worker or the browser's cache)`,
      ];
    },
    async teardown({ dir, server, bare, browser }) {
      await browser.close();
      await server.stop();
      await new Promise((closed) => bare.close(closed));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export const firstLoadBenchmarks = [
  firstLoadBenchmark('first-load-auth', '/auth', false),
  firstLoadBenchmark('first-load-patients', '/patients', true),
  repeatVisitBenchmark('repeat-visit-patients', '/patients'),
];
