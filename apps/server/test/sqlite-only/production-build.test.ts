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

  // The bundle inlines CommonJS packages; one imported lazily kept its names only through
  // Node's own interop (the outbox's mail parser answered "simpleParser is not a function").
  it('reads the outbox for an administrator, through the lazily loaded mail parser', async () => {
    if (!server) throw new Error('the server did not start');
    const origin = server.url;
    const signUp = (email: string) =>
      fetch(`${origin}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ name: 'Camille Martin', email, password: 'secret-password-1' }),
      });
    // The installation's first account is its administrator, verified from the start; the
    // second one is sent a verification mail.
    const admin = await signUp('premier-admin@example.test');
    expect(admin.status).toBe(200);
    const cookie = admin.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');
    expect((await signUp('deuxieme@example.test')).status).toBe(200);
    // The verification mail is written once sign-up has answered.
    const listOutbox = async () => {
      const outbox = await fetch(`${origin}/api/v1/admin/outbox`, { headers: { cookie } });
      expect(outbox.status, await outbox.clone().text()).toBe(200);
      const { items } = (await outbox.json()) as { items: { id: string; to: string }[] };
      return items.find((item) => item.to.includes('deuxieme@example.test'));
    };
    await expect.poll(listOutbox, { timeout: 10_000 }).toBeDefined();
    const mail = (await listOutbox())!;
    const message = await fetch(`${origin}/api/v1/admin/outbox/${encodeURIComponent(mail.id)}`, {
      headers: { cookie },
    });
    expect(message.status).toBe(200);
    expect(((await message.json()) as { text: string }).text.length).toBeGreaterThan(0);
  });
});
