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
    AUTH_SECRET: 'camera-two-nodes-test-auth-secret-0123456789',
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

describe('remote shutter across two server nodes', () => {
  it('a remote served by node B commands a camera whose heartbeats reach node A', async () => {
    // One after the other: the first node migrates the fresh database.
    const nodeA = await startNode();
    const nodeB = await startNode();
    const signUp = await postJson(nodeA.url, '/api/auth/sign-up/email', {
      name: 'Caméra',
      email: 'camera-two-nodes@example.test',
      password: 'secret-password',
    });
    expect(signUp.status).toBe(200);
    const cookie = cookiesOf(signUp);

    // The camera page: its stream and its heartbeats go to node A.
    const cameraStream = await connectSse(`${nodeA.url}/api/v1/events`, { cookie });
    await cameraStream.waitForComment('connected');
    const beat = await postJson(
      nodeA.url,
      '/api/v1/camera-control/cameras/heartbeat',
      { device_id: 'tripod-tablet', label: 'iPad' },
      cookie,
    );
    expect(beat.status).toBe(204);

    // The remote asks node B, which learned of the camera over NOTIFY.
    let listed: { items: { device_id: string }[] } = { items: [] };
    for (let attempt = 0; attempt < 50 && listed.items.length === 0; attempt += 1) {
      const response = await fetch(`${nodeB.url}/api/v1/camera-control/cameras`, {
        headers: { cookie },
      });
      listed = (await response.json()) as typeof listed;
      if (listed.items.length === 0) await new Promise((done) => setTimeout(done, 100));
    }
    expect(listed.items.map((camera) => camera.device_id)).toEqual(['tripod-tablet']);

    const sent = await postJson(
      nodeB.url,
      '/api/v1/camera-control/commands',
      { target_device_id: 'tripod-tablet', action: 'capture' },
      cookie,
    );
    expect(sent.status).toBe(202);
    const { id } = (await sent.json()) as { id: string };
    const delivered = await cameraStream.waitFor(
      (message) => message.topic === 'camera_control.command',
      10_000,
    );
    expect(JSON.parse(delivered.data)).toEqual({
      topic: 'camera_control.command',
      ids: [id, 'tripod-tablet', 'capture'],
    });
    cameraStream.close();
  }, 90_000);
});
