import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { connectSse } from '../support/sse-client';
import { createTempDir, type TempDir } from '../support/test-config';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
const dataDirs: TempDir[] = [];
const servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase('postgres');
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  await database?.drop();
  await Promise.all(dataDirs.map((directory) => directory.remove()));
});

async function startNode(): Promise<ServerProcess> {
  if (database.config.dialect !== 'postgres') throw new Error('postgres expected');
  const dataDir = await createTempDir('node');
  dataDirs.push(dataDir);
  const server = await startServerProcess({
    DATA_DIR: dataDir.path,
    DATABASE_URL: database.config.url,
  });
  servers.push(server);
  return server;
}

describe('two server nodes on one PostgreSQL database', () => {
  it('a client of node B hears node A start, with the node id A reports', async () => {
    const nodeB = await startNode();
    const client = await connectSse(`${nodeB.url}/api/v1/events`);
    await client.waitForComment('connected');

    const nodeA = await startNode();
    const health = (await (await fetch(`${nodeA.url}/api/health`)).json()) as {
      nodeId: string;
      installationId: string;
      database: { dialect: string };
    };
    expect(health.database.dialect).toBe('postgres');

    const started = await client.waitFor(
      (message) => message.topic === 'system.node_started' && message.data.includes(health.nodeId),
      10_000,
    );
    expect(JSON.parse(started.data)).toEqual({
      topic: 'system.node_started',
      ids: [health.nodeId],
    });
    const healthB = (await (await fetch(`${nodeB.url}/api/health`)).json()) as {
      nodeId: string;
      installationId: string;
    };
    expect(healthB.nodeId).not.toBe(health.nodeId);
    expect(healthB.installationId).toBe(health.installationId);
    client.close();
  });
});
