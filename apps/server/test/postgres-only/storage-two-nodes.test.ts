import { storageStatsSchema, type StorageStats } from '@photodossier/domain/storage-stats';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config/types';
import { createLogger } from '../../src/platform/logging/logger';
import { openPlatform, type Platform } from '../../src/platform/platform';
import { get, send, verifiedAccount, type TestAccount } from '../support/accounts';
import { seedPhoto } from '../support/photos';
import { createTempDir, makeTestConfig, type TempDir } from '../support/test-config';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

interface Node {
  readonly app: FastifyInstance;
  readonly platform: Platform;
  readonly config: Config;
}

const logger = createLogger('silent');
let database: TestDatabase;
const dataDirs: TempDir[] = [];
const nodes: Node[] = [];
let alice: TestAccount;

async function startNode(): Promise<Node> {
  const dataDir = await createTempDir('storage-node');
  dataDirs.push(dataDir);
  const config = makeTestConfig({
    dataDir: dataDir.path,
    database: database.config,
    // Every node of a cluster shares the secret that signs session cookies.
    env: { AUTH_SECRET: 'storage-two-nodes-auth-secret-0123456789abcdef' },
  });
  const platform = await openPlatform(config, logger);
  const app = await buildApp(config, { platform, logger });
  const node = { app, platform, config };
  nodes.push(node);
  return node;
}

beforeAll(async () => {
  database = await createTestDatabase('postgres');
  await startNode();
  await startNode();
  alice = await verifiedAccount(nodes[0]!.app, nodes[0]!.config);
});

afterAll(async () => {
  for (const node of nodes) {
    await node.app.close();
    await node.platform.close();
  }
  await database?.drop();
  await Promise.all(dataDirs.map((directory) => directory.remove()));
});

async function stats(node: Node): Promise<StorageStats> {
  const response = await get(node.app, '/api/v1/storage/stats', alice.cookie);
  expect(response.statusCode).toBe(200);
  return storageStatsSchema.parse(response.json());
}

describe('storage statistics on two server nodes', () => {
  it('a write through one node drops the cached figures of the other', async () => {
    const [first, second] = nodes as [Node, Node];
    const photo = await seedPhoto({ ...first, close: async () => undefined }, alice.userId);
    expect((await stats(second)).breakdown.trash.count).toBe(0);
    expect((await stats(first)).breakdown.trash.count).toBe(0);

    const trashed = await send(first.app, 'DELETE', `/api/v1/photos/${photo.id}`, alice.cookie);
    expect(trashed.statusCode).toBe(204);
    // The notice crosses PostgreSQL's LISTEN/NOTIFY: give it a moment, never a refresh.
    let seen = await stats(second);
    for (let tries = 0; tries < 40 && seen.breakdown.trash.count === 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await stats(second);
    }
    expect(seen.breakdown.trash).toEqual({ count: 1, size: Number(photo.file_size) });
    expect((await stats(first)).breakdown.trash.count).toBe(1);
  });
});
