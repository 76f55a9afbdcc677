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
    // Every node of a cluster shares the secret that signs session cookies.
    AUTH_SECRET: 'two-nodes-test-auth-secret-0123456789abcdef',
    AUTH_ATTEMPT_LIMIT: '3/60',
  });
  servers.push(server);
  return server;
}

function postJson(baseUrl: string, path: string, body: unknown, cookie = '') {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

describe('two server nodes on one PostgreSQL database', () => {
  it('a client of node B hears node A start, with the node id A reports', async () => {
    const nodeB = await startNode();
    const signUp = await postJson(nodeB.url, '/api/auth/sign-up/email', {
      name: 'Nœud B',
      email: 'node-b@example.test',
      password: 'secret-password',
    });
    expect(signUp.status).toBe(200);
    const client = await connectSse(`${nodeB.url}/api/v1/events`, { cookie: cookiesOf(signUp) });
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
  }, 90_000);

  it('a session opened on one node is valid on the other, and attempts count across nodes', async () => {
    const [nodeA, nodeB] = servers;
    if (!nodeA || !nodeB) throw new Error('two nodes expected');
    const signIn = await postJson(nodeA.url, '/api/auth/sign-in/email', {
      email: 'node-b@example.test',
      password: 'secret-password',
    });
    expect(signIn.status).toBe(200);
    const session = await fetch(`${nodeB.url}/api/v1/account/session`, {
      headers: { cookie: cookiesOf(signIn) },
    });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(
      'node-b@example.test',
    );

    const wrong = { email: 'node-b@example.test', password: 'wrong-password' };
    const statuses = [
      (await postJson(nodeA.url, '/api/auth/sign-in/email', wrong)).status,
      (await postJson(nodeB.url, '/api/auth/sign-in/email', wrong)).status,
      (await postJson(nodeA.url, '/api/auth/sign-in/email', wrong)).status,
      (await postJson(nodeB.url, '/api/auth/sign-in/email', wrong)).status,
    ];
    // One successful sign-in above plus two failures reach the limit of 3: the fourth attempt,
    // on either node, is refused.
    expect(statuses).toEqual([401, 401, 429, 429]);
  });
});
