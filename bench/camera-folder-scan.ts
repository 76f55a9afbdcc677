import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright';
import type { Benchmark } from './measure';

// Issue 16: the camera-folder watch scans every 2 s. On a 5,000-file DCIM tree with nothing
// new, one full scan of the product's code must cost at most 1.5× a bare recursive listing of
// the same handles, and the loop must use under 5 % of one core. The product's scan is bundled
// from its sources and run in Chromium against a tree in the origin private file system.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FILES = 5_000;
const PER_FOLDER = 500;
const WATCH_WINDOW_MS = 60_000;

const webSource = (relative: string) =>
  fileURLToPath(new URL(`../apps/web/src/${relative}`, import.meta.url));

interface ScanContext {
  server: Server;
  browser: Browser;
  page: Page;
  /** Main-thread busy time over the watch window, in ms, from Chromium's own counters. */
  watchBusyMs: number | null;
}

/**
 * CPU time (user + system, ms) of every Chromium process this bench started, read from /proc:
 * the main thread's counters leave out the browser and storage processes, which do the
 * directory listing of the origin private file system. Processes that exited and were
 * reaped count through their parent's cutime/cstime. null where /proc does not exist.
 */
function chromiumCpuMs(): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  const processes = new Map<number, { parent: number; ticks: number; reaped: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const [parent, user, system, childUser, childSystem] = [1, 11, 12, 13, 14].map((index) =>
        Number(fields[index]),
      ) as [number, number, number, number, number];
      processes.set(Number(name), {
        parent,
        ticks: user + system,
        reaped: childUser + childSystem,
      });
    } catch {
      // The process ended while the table was read.
    }
  }
  const isChromium = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('chrom');
    } catch {
      return false;
    }
  };
  let ticks = 0;
  const pending = [process.pid];
  while (pending.length > 0) {
    const parent = pending.pop()!;
    for (const [pid, entry] of processes) {
      if (entry.parent !== parent) continue;
      pending.push(pid);
      if (!isChromium(pid)) continue;
      ticks += entry.ticks;
      // Reaped children are counted once, by the Chromium parent that waited for them.
      ticks += entry.reaped;
    }
  }
  return (ticks / ticksPerSecond) * 1000;
}

async function bundleScanCode(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `
        import { scanForNew, createFolderWatcher } from '${webSource('features/imports/camera-folder/folder-watcher.ts')}';
        import { CAMERA_WATCH_EXTENSIONS } from '@photodossier/domain/folder-scan-extensions';
        globalThis.cameraFolderScan = { scanForNew, createFolderWatcher, extensions: CAMERA_WATCH_EXTENSIONS };
      `,
      resolveDir: fileURLToPath(new URL('.', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    target: 'es2022',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

async function startBlankServer(): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>bench</title>');
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return server;
}

/** DCIM/100CANON … with 500 small JPEG-named files each, plus the camera's own clutter. */
async function fillTree(page: Page): Promise<void> {
  await page.evaluate(
    async ({ files, perFolder }) => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry('card', { recursive: true }).catch(() => {});
      const card = await root.getDirectoryHandle('card', { create: true });
      const dcim = await card.getDirectoryHandle('DCIM', { create: true });
      await card.getDirectoryHandle('MISC', { create: true });
      const bytes = new Uint8Array(64).fill(7);
      for (let start = 0; start < files; start += perFolder) {
        const folder = await dcim.getDirectoryHandle(`${100 + start / perFolder}CANON`, {
          create: true,
        });
        await Promise.all(
          Array.from({ length: Math.min(perFolder, files - start) }, async (_, index) => {
            const handle = await folder.getFileHandle(
              `IMG_${String(start + index).padStart(4, '0')}.JPG`,
              {
                create: true,
              },
            );
            const writable = await handle.createWritable();
            await writable.write(bytes);
            await writable.close();
          }),
        );
      }
    },
    { files: FILES, perFolder: PER_FOLDER },
  );
}

export const cameraFolderScanBenchmarks = [
  {
    name: 'camera-folder-scan-5k',
    goal: '≤ 1.5× a bare recursive listing; watch loop under 5 % of one core',
    description: `one scan of a ${FILES.toLocaleString('en')}-file DCIM tree with nothing new`,
    baselineLabel: 'a bare recursive listing of the same directory handles',
    candidateLabel: "the watch's scan (listing, filter by name, nothing opened)",
    rounds: 7,
    async setup() {
      const server = await startBlankServer();
      const { port } = server.address() as AddressInfo;
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--no-sandbox', '--disable-gpu'],
      });
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.addScriptTag({ content: await bundleScanCode() });
      await fillTree(page);
      // The watch's "seen" set after its first scan: everything is known.
      await page.evaluate(`(async () => {
        const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('card');
        globalThis.benchSeen = new Set();
        const { scanForNew, extensions } = globalThis.cameraFolderScan;
        await scanForNew(root, { recursive: true, extensions }, globalThis.benchSeen);
      })()`);
      return { server, browser, page, watchBusyMs: null };
    },
    async baseline({ page }) {
      return page.evaluate(`(async () => {
        const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('card');
        const started = performance.now();
        const names = [];
        const walk = async (directory) => {
          for await (const entry of directory.values()) {
            if (entry.kind === 'directory') await walk(entry);
            else names.push(entry.name);
          }
        };
        await walk(root);
        return performance.now() - started;
      })()`) as Promise<number>;
    },
    async candidate({ page }) {
      return page.evaluate(`(async () => {
        const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('card');
        const { scanForNew, extensions } = globalThis.cameraFolderScan;
        const started = performance.now();
        const found = await scanForNew(root, { recursive: true, extensions }, globalThis.benchSeen);
        if (found.length !== 0) throw new Error('nothing is new in this tree');
        return performance.now() - started;
      })()`) as Promise<number>;
    },
    async teardown({ server, browser }) {
      await browser.close();
      server.close();
    },
    async report(context) {
      // The real watch for a minute, measured by Chromium's own task counters and /proc.
      const session = await context.page.context().newCDPSession(context.page);
      await session.send('Performance.enable');
      const busy = async () => {
        const { metrics } = await session.send('Performance.getMetrics');
        return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
      };
      // Where Chromium has a FileSystemObserver the watch follows it, so the loop is measured
      // as the product runs; one shot written half-way must still be found, or the figure
      // would be that of a watch that sees nothing.
      const observed = (await context.page.evaluate(
        `typeof FileSystemObserver === 'function'`,
      )) as boolean;
      // The window opens before the watch starts: it holds the first full listing and the one
      // 30 s later, as every minute of a running watch holds two.
      const before = await busy();
      const cpuBefore = chromiumCpuMs();
      const started = Date.now();
      await context.page.evaluate(`(async () => {
        const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('card');
        const { createFolderWatcher, extensions } = globalThis.cameraFolderScan;
        globalThis.benchDetected = [];
        globalThis.benchWatcher = createFolderWatcher({
          root, recursive: true, extensions, intervalMs: 2000,
          onNewFiles: (files) => globalThis.benchDetected.push(...files.map((file) => file.path)),
          onError: (error) => { globalThis.benchWatchError = String(error); },
        });
        await globalThis.benchWatcher.start();
      })()`);
      await context.page.waitForTimeout(Math.max(0, started + WATCH_WINDOW_MS / 2 - Date.now()));
      await context.page.evaluate(`(async () => {
        const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('card');
        const folder = await (await root.getDirectoryHandle('DCIM')).getDirectoryHandle('100CANON');
        const writable = await (await folder.getFileHandle('IMG_9999.JPG', { create: true })).createWritable();
        await writable.write(new Uint8Array(64).fill(9));
        await writable.close();
      })()`);
      await context.page.waitForTimeout(Math.max(0, started + WATCH_WINDOW_MS - Date.now()));
      const elapsed = Date.now() - started;
      const cpuAfter = chromiumCpuMs();
      context.watchBusyMs = (await busy()) - before;
      const detected = (await context.page.evaluate(
        'globalThis.benchWatcher.stop(), [globalThis.benchDetected, globalThis.benchWatchError ?? null]',
      )) as [string[], string | null];
      await context.page.evaluate(`(async () => {
        const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('card');
        await (await (await root.getDirectoryHandle('DCIM')).getDirectoryHandle('100CANON')).removeEntry('IMG_9999.JPG');
      })()`);
      if (detected[1] !== null) throw new Error(`the watch stopped: ${detected[1]}`);
      if (detected[0].join() !== 'DCIM/100CANON/IMG_9999.JPG') {
        throw new Error(`the shot written half-way was not found alone: ${detected[0].join()}`);
      }
      const share = (context.watchBusyMs / elapsed) * 100;
      const lines = [
        `  watch mode: ${observed ? 'FileSystemObserver (reported paths opened every 2 s, full listing every 30 s)' : 'full listing every 2 s (no FileSystemObserver)'}; the shot written half-way was found`,
        `  watch loop over ${(elapsed / 1000).toFixed(0)} s: main thread busy ${context.watchBusyMs.toFixed(0)} ms = ${share.toFixed(2)} % of one core (goal < 5 %${share < 5 ? ', met' : ', not met'})`,
      ];
      if (cpuBefore !== null && cpuAfter !== null) {
        const browserMs = cpuAfter - cpuBefore;
        const browserShare = (browserMs / elapsed) * 100;
        lines.push(
          `  whole browser (every Chromium process, /proc user + system): ${browserMs.toFixed(0)} ms = ${browserShare.toFixed(2)} % of one core (goal < 5 %${browserShare < 5 ? ', met' : ', not met'})`,
        );
      }
      return lines;
    },
  } satisfies Benchmark<ScanContext>,
] as unknown as Benchmark<unknown>[];
