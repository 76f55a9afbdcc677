import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '/work/wt-21/apps/web/e2e/support/chromium';
import { startBenchServer } from '/work/wt-21/bench/server-process';
const server = await startBenchServer(await mkdtemp(path.join(tmpdir(), 'wt21-')));
const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
try {
  for (const lang of (process.env.LANGS ?? 'fr-FR').split(',')) {
    const context = await browser.newContext({ locale: lang, serviceWorkers: 'block', viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    page.on('console', (m) => console.log(lang, 'console', m.type(), m.text().slice(0, 300)));
    page.on('pageerror', (e) => console.log(lang, 'pageerror', e.message));
    for (const p of (process.env.PATHS ?? '/auth').split(',')) {
      await page.goto(server.url + p);
      await page.waitForTimeout(3000);
      console.log(lang, p, await page.evaluate(() => ({ lang: document.documentElement.lang, pre: document.getElementById('root')?.dataset.prerendered, vis: getComputedStyle(document.getElementById('root')!).visibility, h1: document.querySelector('h1')?.textContent })));
      await page.screenshot({ path: `/tmp/wt21-${lang}${p.replace(/\//g, '_')}.png` });
    }
    await context.close();
  }
} finally { await browser.close(); await server.stop(); }
