import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_ENDPOINT } from '@photodossier/domain/media-record';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../src/config/types';
import { DRIVE_SWEEP_BATCH } from '../src/modules/drive/sweep';
import { openDatabase } from '../src/platform/db/database';
import type { FaultPointName } from '../src/platform/faults/fault-points';
import { createLogger } from '../src/platform/logging/logger';
import { cookiesOf, postJson } from './support/node-cluster';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { createTempDir, type TempDir } from './support/test-config';
import { createTestDatabase, testDialect, type TestDatabase } from './support/test-database';

// A real server process killed with SIGKILL while it sweeps a deleted drive tree (decision
// 0040): its first batch of rows and files is gone, the rest still marked. The next start must
// finish the deletion: no row, no stored file.
const FOLDERS = DRIVE_SWEEP_BATCH + 30;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

let database: TestDatabase | null = null;
let dataDir: TempDir;
let server: ServerProcess | null = null;

function databaseConfig(): DatabaseConfig {
  return (
    database?.config ?? { dialect: 'sqlite', file: path.join(dataDir.path, 'photodossier.sqlite') }
  );
}

async function start(fault: FaultPointName | null = null): Promise<ServerProcess> {
  server = await startServerProcess({
    DATA_DIR: dataDir.path,
    ...(database?.config.dialect === 'postgres' ? { DATABASE_URL: database.config.url } : {}),
    ...(fault ? { TEST_FAULT_POINT: fault } : {}),
  });
  return server;
}

async function kill(process: ServerProcess): Promise<void> {
  await process.stop('SIGKILL');
  if (server === process) server = null;
}

async function driveRows(userId: string): Promise<number> {
  const opened = await openDatabase(databaseConfig(), createLogger('silent'));
  try {
    const rows = await opened.db
      .selectFrom('drive_items')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    return rows.length;
  } finally {
    await opened.close();
  }
}

async function storedFiles(userId: string): Promise<string[]> {
  const folder = path.join(dataDir.path, 'blobs', 'drive-files', userId);
  const entries = await readdir(folder).catch(() => []);
  return entries.filter((name) => !name.startsWith('.'));
}

async function uploadPdf(url: string, cookie: string, name: string, parentId: string) {
  const metadata = Object.entries({
    target: 'drive',
    filename: name,
    filetype: 'application/pdf',
    drive_parent_id: parentId,
  })
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
  const headers = { cookie, origin: url, 'tus-resumable': '1.0.0' };
  const created = await fetch(`${url}${UPLOAD_ENDPOINT}`, {
    method: 'POST',
    headers: { ...headers, 'upload-length': String(PDF.length), 'upload-metadata': metadata },
  });
  expect(created.status).toBe(201);
  const finished = await fetch(`${url}${created.headers.get('location')!}`, {
    method: 'PATCH',
    headers: {
      ...headers,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    body: PDF,
  });
  expect(finished.status, await finished.clone().text()).toBe(200);
}

beforeAll(async () => {
  dataDir = await createTempDir('drive-crash');
  if (testDialect() === 'postgres') database = await createTestDatabase('postgres');
}, 60_000);

afterAll(async () => {
  if (server) await kill(server);
  await database?.drop();
  await dataDir?.remove();
});

describe(`a drive deletion killed halfway through its sweep on ${testDialect()}`, () => {
  it('is finished by the next start: no row and no stored file of the tree remain', async () => {
    const first = await start();
    const signUp = await postJson(first.url, '/api/auth/sign-up/email', {
      name: 'Drive Crash',
      email: `drive-crash-${Date.now()}@example.test`,
      password: 'secret-password-1',
    });
    expect(signUp.status).toBe(200);
    const cookie = cookiesOf(signUp);
    const session = await fetch(`${first.url}/api/v1/account/session`, { headers: { cookie } });
    const userId = ((await session.json()) as { user: { id: string } }).user.id;
    const tree = (await (
      await postJson(first.url, '/api/v1/drive/folders', { name: 'Arbre', parent_id: null }, cookie)
    ).json()) as { id: string };
    for (let index = 0; index < FOLDERS; index += 1) {
      const made = await postJson(
        first.url,
        '/api/v1/drive/folders',
        { name: `Dossier ${index}`, parent_id: tree.id },
        cookie,
      );
      expect(made.status).toBe(201);
    }
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf'])
      await uploadPdf(first.url, cookie, name, tree.id);
    await kill(first);
    const total = 1 + FOLDERS + 3;
    expect(await driveRows(userId)).toBe(total);
    expect(await storedFiles(userId)).toHaveLength(3);

    const faulty = await start('drive.sweep');
    const deleted = await fetch(`${faulty.url}/api/v1/drive/items/${tree.id}`, {
      method: 'DELETE',
      headers: { cookie, origin: faulty.url },
    });
    expect(deleted.status).toBe(200);
    await expect
      .poll(() => faulty.output.some((line) => /^fault point drive\.sweep /.test(line)), {
        timeout: 20_000,
        interval: 20,
      })
      .toBe(true);
    await kill(faulty);
    // Killed after its first batch: that batch is gone, the rest is still there, marked.
    expect(await driveRows(userId)).toBe(total - DRIVE_SWEEP_BATCH);

    const restarted = await start();
    await expect.poll(() => driveRows(userId), { timeout: 20_000, interval: 50 }).toBe(0);
    expect(await storedFiles(userId)).toEqual([]);
    const listed = await fetch(`${restarted.url}/api/v1/drive/items`, { headers: { cookie } });
    expect(((await listed.json()) as { items: unknown[] }).items).toEqual([]);
    await kill(restarted);
  }, 120_000);
});
