import { describe, expect, it } from 'vitest';
import { cookiesOf, postJson, useNodeCluster } from '../support/node-cluster';
import { connectSse } from '../support/sse-client';

const cluster = useNodeCluster();

describe('remote shutter across two server nodes', () => {
  it('a remote served by node B commands a camera whose heartbeats reach node A', async () => {
    // One after the other: the first node migrates the fresh database.
    const nodeA = await cluster.startNode();
    const nodeB = await cluster.startNode();
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
