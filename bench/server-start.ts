import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { Benchmark } from './measure';

// The compiled server that npm start runs (decision 0027): time from spawn to a healthy
// /api/health on an existing data directory, and resident memory once idle.

const SERVER_DIR = fileURLToPath(new URL('../apps/server', import.meta.url));
/** V8 gives back the start-up garbage a few seconds after the last allocation. */
const IDLE_MS = 15_000;
const BARE_FASTIFY = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log('PhotoDossier listening on http://127.0.0.1:' + app.server.address().port);
`;

interface StartContext {
  readonly dir: string;
}

async function startUntilHealthy(args: string[], dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^PhotoDossier listening on (http:\/\/\S+)$/.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
  });
  const health = await fetch(`${url}/api/health`);
  if (health.status !== 200) throw new Error(`health answered ${health.status}`);
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

async function residentBytes(child: ChildProcess): Promise<number> {
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024;
}

const server = ['dist/main.js'];
const bare = ['--input-type=module', '-e', BARE_FASTIFY];

export const serverStartBenchmarks: Benchmark<StartContext>[] = [
  {
    name: 'server-start',
    description: 'node dist/main.js to a healthy /api/health, on a data directory already set up',
    baselineLabel: 'a bare Fastify server with one /api/health route',
    candidateLabel: 'the compiled PhotoDossier server',
    goal: 'start-up ≤ 1.5 s; idle resident memory ≤ 120 MB',
    rounds: 5,
    async setup() {
      const dir = await mkdtemp(path.join(tmpdir(), 'pd-bench-start-'));
      // The first start creates the database and secrets; the measured ones are restarts.
      await stop(await startUntilHealthy(server, dir));
      return { dir };
    },
    async baseline({ dir }) {
      await stop(await startUntilHealthy(bare, dir));
    },
    async candidate({ dir }) {
      await stop(await startUntilHealthy(server, dir));
    },
    async report(context) {
      const [app, floor] = await Promise.all([
        startUntilHealthy(server, context.dir),
        startUntilHealthy(bare, context.dir),
      ]);
      await sleep(IDLE_MS);
      const [appBytes, floorBytes] = await Promise.all([residentBytes(app), residentBytes(floor)]);
      await Promise.all([stop(app), stop(floor)]);
      const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
      return [
        `  idle resident memory after ${IDLE_MS / 1000} s: ${mb(appBytes)} MB (goal ≤ 120 MB); bare Fastify ${mb(floorBytes)} MB, ratio ${(appBytes / floorBytes).toFixed(2)}x`,
      ];
    },
    async teardown({ dir }) {
      await rm(dir, { recursive: true, force: true });
    },
  },
];
