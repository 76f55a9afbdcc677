import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
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
      if (!existsSync(path.join(WEB_DIST_DIR, 'index.html'))) {
        throw new Error(`${name} needs a web build in ${WEB_DIST_DIR} (npm run build)`);
      }
      const dir = await mkdtemp(path.join(tmpdir(), 'pd-bench-first-load-'));
      const server = await startBenchServer(dir, { WEB_DIST_DIR });
      const { cookie } = await signUpFirstAccount(server.url);
      const bare = await bareServer();
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

export const firstLoadBenchmarks = [
  firstLoadBenchmark('first-load-auth', '/auth', false),
  firstLoadBenchmark('first-load-patients', '/patients', true),
];
