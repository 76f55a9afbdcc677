import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { driveNameKey, type DriveList } from '@photodossier/domain/drive';
import type { Kysely } from 'kysely';
import { newId } from '../apps/server/src/platform/db/portable';
import { openSqlite } from '../apps/server/src/platform/db/sqlite';
import type { Database, DriveItemsTable } from '../apps/server/src/platform/db/schema';
import type { Benchmark } from './measure';
import { signUpFirstAccount, startBenchServer, type BenchServer } from './server-process';

const FOLDER_ITEMS = 10_000;
const DESCENDANTS = 10_000;
/** The page the web asks for (features/drive/api/get-drive-items.ts). */
const DRIVE_WEB_PAGE = 100;

interface DriveContext {
  dir: string;
  server: BenchServer;
  cookie: string;
  /** The folder of 10,000 items (list) or the folder with 10,000 descendants (move). */
  folderId: string;
  /** An empty folder, moved as the baseline. */
  emptyId: string;
  /** The two destinations moves alternate between. */
  parents: [string, string];
  round: number;
}

function row(userId: string, parentId: string | null, name: string, type: 'folder' | 'file') {
  const now = Date.UTC(2026, 0, 1);
  const id = newId();
  const item: DriveItemsTable = {
    id,
    user_id: userId,
    parent_id: parentId,
    name,
    name_key: driveNameKey(name),
    type,
    size: type === 'file' ? 120_000 : 0,
    mime_type: type === 'file' ? 'application/pdf' : null,
    storage_path: type === 'file' ? `drive-files/${userId}/${id}.pdf` : null,
    file_extension: type === 'file' ? 'pdf' : null,
    is_deleted: 0,
    created_at: now,
    updated_at: now,
  };
  return item;
}

async function insert(db: Kysely<Database>, rows: DriveItemsTable[]): Promise<void> {
  for (let offset = 0; offset < rows.length; offset += 500) {
    await db
      .insertInto('drive_items')
      .values(rows.slice(offset, offset + 500))
      .execute();
  }
}

async function startWithUser(prefix: string) {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  const server = await startBenchServer(dir);
  const { cookie, userId } = await signUpFirstAccount(server.url);
  const db = openSqlite(path.join(dir, 'photodossier.sqlite'));
  return { dir, server, cookie, userId, db };
}

async function health(server: BenchServer) {
  const response = await fetch(`${server.url}/api/health`);
  await response.arrayBuffer();
}

async function listPage(server: BenchServer, cookie: string, query: string): Promise<DriveList> {
  const response = await fetch(`${server.url}/api/v1/drive/items?${query}`, {
    headers: { cookie },
  });
  if (!response.ok) throw new Error(`drive list: ${response.status}`);
  return (await response.json()) as DriveList;
}

async function moveTo(context: DriveContext, id: string): Promise<void> {
  context.round += 1;
  const parentId = context.parents[context.round % 2];
  const response = await fetch(`${context.server.url}/api/v1/drive/items/${id}/move`, {
    method: 'POST',
    headers: {
      cookie: context.cookie,
      origin: context.server.url,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ parent_id: parentId }),
  });
  if (!response.ok) throw new Error(`drive move: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

async function stop(context: Pick<DriveContext, 'dir' | 'server'>) {
  await context.server.stop();
  await rm(context.dir, { recursive: true, force: true });
}

// A folder of 10,000 items opens as fast as the cheapest request: one page of the children,
// folders first and by name, read by the (user, parent) index.
const driveList: Benchmark<DriveContext> = {
  name: 'drive-list-10k',
  goal: 'ratio ≤ 3x',
  description: `GET the first page of a drive folder of ${FOLDER_ITEMS.toLocaleString('en')} items (500 folders, the rest files)`,
  baselineLabel: 'GET /api/health',
  candidateLabel: `GET /api/v1/drive/items?parent_id=…&limit=${DRIVE_WEB_PAGE}`,
  rounds: 30,
  async setup() {
    const { dir, server, cookie, userId, db } = await startWithUser('pd-bench-drive-list-');
    try {
      const folder = row(userId, null, 'Archives', 'folder');
      const children = Array.from({ length: FOLDER_ITEMS }, (_, index) =>
        row(
          userId,
          folder.id,
          `document-${String(index).padStart(5, '0')}`,
          index % 20 === 0 ? 'folder' : 'file',
        ),
      );
      await insert(db, [folder, ...children]);
      await db.destroy();
      const first = await listPage(server, cookie, `parent_id=${folder.id}`);
      if (first.total !== FOLDER_ITEMS) throw new Error(`expected ${FOLDER_ITEMS} items`);
      return { dir, server, cookie, folderId: folder.id, emptyId: '', parents: ['', ''], round: 0 };
    } catch (error) {
      await stop({ dir, server });
      throw error;
    }
  },
  baseline: ({ server }) => health(server),
  async candidate({ server, cookie, folderId }) {
    await listPage(server, cookie, `parent_id=${folderId}&limit=${DRIVE_WEB_PAGE}`);
  },
  teardown: stop,
};

// Moving a folder changes its own row only: 10,000 descendants or none, the same work.
const driveMove: Benchmark<DriveContext> = {
  name: 'drive-move-10k',
  goal: 'within 2x',
  description: `move a folder with ${DESCENDANTS.toLocaleString('en')} descendants (100 subfolders of 99 files) between two folders`,
  baselineLabel: 'the same move of an empty folder',
  candidateLabel: 'POST /api/v1/drive/items/:id/move of the full folder',
  rounds: 30,
  async setup() {
    const { dir, server, cookie, userId, db } = await startWithUser('pd-bench-drive-move-');
    try {
      const left = row(userId, null, 'Gauche', 'folder');
      const right = row(userId, null, 'Droite', 'folder');
      const full = row(userId, left.id, 'Plein', 'folder');
      const empty = row(userId, left.id, 'Vide', 'folder');
      const rows = [left, right, full, empty];
      for (let folder = 0; folder < 100; folder += 1) {
        const sub = row(userId, full.id, `Sous-dossier ${folder}`, 'folder');
        rows.push(sub);
        for (let file = 0; file < 99; file += 1)
          rows.push(row(userId, sub.id, `f-${file}`, 'file'));
      }
      await insert(db, rows);
      await db.destroy();
      return {
        dir,
        server,
        cookie,
        folderId: full.id,
        emptyId: empty.id,
        parents: [left.id, right.id],
        round: 0,
      };
    } catch (error) {
      await stop({ dir, server });
      throw error;
    }
  },
  baseline: (context) => moveTo(context, context.emptyId),
  candidate: (context) => moveTo(context, context.folderId),
  teardown: stop,
};

export const driveBenchmarks = [driveList, driveMove] as unknown as Benchmark<unknown>[];
