import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { openSqlite } from '../apps/server/src/platform/db/sqlite';
import { photoRow } from '../apps/server/test/support/photo-rows';
import type { Benchmark } from './measure';
import { signUpFirstAccount, startBenchServer, type BenchServer } from './server-process';

// Issue 24: scrolling 10,000 photos in the Galerie and in one patient's timeline must never
// block the main thread for more than 50 ms. Needs a web build (the server serves apps/web/dist).
const PHOTOS = 10_000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface ScrollContext {
  dir: string;
  server: BenchServer;
  browser: Browser;
  page: Page;
  patientId: string;
  /** Longest task seen in each candidate round, in ms (0 when none passed 50 ms). */
  longest: number[];
}

async function seed(dataDir: string, userId: string, patientId: string): Promise<void> {
  const db = openSqlite(path.join(dataDir, 'photodossier.sqlite'));
  const start = Date.UTC(2021, 0, 1);
  for (let offset = 0; offset < PHOTOS; offset += 500) {
    const rows = Array.from({ length: 500 }, (_, index) =>
      photoRow(userId, start + (offset + index) * 3_600_000, {
        patient_id: patientId,
        width: 4000,
        height: 3000,
      }),
    );
    await db.insertInto('photos').values(rows).execute();
  }
  await db.destroy();
}

/**
 * Scrolls the window to the bottom one screen per frame pair, waiting at the bottom while
 * the list fetches its next page, until every photo is in the list; returns the longest task
 * a PerformanceObserver saw meanwhile (tasks under 50 ms are not reported by the browser).
 */
async function scrollToEnd(page: Page): Promise<number> {
  // Passed as source text: tsx would wrap named functions in a helper the page does not have.
  return page.evaluate(`(async () => {
    const tasks = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const root = document.documentElement;
    window.scrollTo(0, 0);
    let stillAtBottom = 0;
    while (stillAtBottom < 20) {
      const before = root.scrollHeight;
      window.scrollBy(0, window.innerHeight);
      await frame();
      await frame();
      const atBottom = window.scrollY + window.innerHeight >= root.scrollHeight - 2;
      if (!atBottom) stillAtBottom = 0;
      else if (root.scrollHeight === before) stillAtBottom += 1;
    }
    await frame();
    observer.disconnect();
    return tasks.length === 0 ? 0 : Math.max(...tasks);
  })()`);
}

function scrollBenchmark(
  name: string,
  label: string,
  pathFor: (context: ScrollContext) => string,
): Benchmark<ScrollContext> {
  return {
    name,
    goal: 'no long task over 50 ms',
    description: `scroll ${PHOTOS.toLocaleString('en')} photos to the end, ${label}`,
    baselineLabel: 'the same scroll over a plain page of 10,000 rows of text',
    candidateLabel: `${label} (time to reach the end)`,
    rounds: 1,
    async setup() {
      const dir = await mkdtemp(path.join(tmpdir(), 'pd-bench-scroll-'));
      const server = await startBenchServer(dir);
      const { cookie, userId } = await signUpFirstAccount(server.url);
      const created = await fetch(`${server.url}/api/v1/patients`, {
        method: 'POST',
        headers: { cookie, origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify({ nom: 'Défilement', prenom: 'Banc' }),
      });
      if (!created.ok) throw new Error(`patient: ${created.status} ${await created.text()}`);
      const patientId = ((await created.json()) as { id: string }).id;
      await seed(dir, userId, patientId);
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
      });
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const [cookieName, ...value] = pair.split('=');
          return { name: cookieName!, value: value.join('='), url: server.url };
        }),
      );
      const page = await context.newPage();
      return { dir, server, browser, page, patientId, longest: [] };
    },
    async baseline({ page, server }) {
      await page.goto(`${server.url}/api/health`);
      await page.setContent(
        `<main>${Array.from({ length: 10_000 }, (_, i) => `<p style="height:40px;margin:0">Ligne ${i}</p>`).join('')}</main>`,
      );
      await scrollToEnd(page);
    },
    async candidate(context) {
      const { page, server } = context;
      await page.goto(`${server.url}${pathFor(context)}`);
      await page.getByTestId('photo-grid').waitFor({ timeout: 30_000 });
      context.longest.push(await scrollToEnd(page));
    },
    async teardown({ dir, server, browser }) {
      await browser.close();
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
    async report({ longest }) {
      const worst = Math.max(...longest);
      return [
        `  longest task per round: ${longest.map((ms) => (ms === 0 ? 'none over 50 ms' : `${ms.toFixed(0)} ms`)).join(', ')} (goal: none over 50 ms${worst > 50 ? ', not met' : ', met'})`,
      ];
    },
  };
}

export const galleryScrollBenchmarks = [
  scrollBenchmark('gallery-scroll-10k', 'the Galerie', () => '/patients/photos'),
  scrollBenchmark(
    'timeline-scroll-10k',
    "one patient's timeline",
    (c) => `/patient/${c.patientId}`,
  ),
] as unknown as Benchmark<unknown>[];
