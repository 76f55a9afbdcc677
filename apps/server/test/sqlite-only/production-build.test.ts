import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILED_SERVER, startServerProcess, type ServerProcess } from '../support/server-process';
import { createTempDir, type TempDir } from '../support/test-config';

const run = promisify(execFile);
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

// Generous bounds, so a loaded machine never fails them: the goals (1.5 s to healthy, 120 MB
// idle) and their measurement live in the bench (decision 0027). Through tsx the same server
// took about 4 s and held 250 MB.
const START_LIMIT_MS = 10_000;
const RSS_LIMIT_BYTES = 190 * 1024 * 1024;

async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024;
}

describe('the compiled server that npm start runs', () => {
  let dataDir: TempDir;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    await run(process.execPath, ['build.mjs'], { cwd: SERVER_DIR });
    dataDir = await createTempDir('compiled-server');
  });

  afterAll(async () => {
    await server?.stop();
    await dataDir?.remove();
  });

  it('starts on a new data directory, answers healthy soon, and stays small', async () => {
    const started = performance.now();
    server = await startServerProcess({ DATA_DIR: dataDir.path }, START_LIMIT_MS, COMPILED_SERVER);
    const health = await fetch(`${server.url}/api/health`);
    const startMs = performance.now() - started;
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    expect(startMs).toBeLessThan(START_LIMIT_MS);
    expect(await residentBytes(server.child.pid!)).toBeLessThan(RSS_LIMIT_BYTES);
  });
});
