import { describe, expect, it } from 'vitest';
import { cookiesOf, postJson, useNodeCluster } from '../support/node-cluster';
import { connectSse } from '../support/sse-client';

const cluster = useNodeCluster({ AUTH_ATTEMPT_LIMIT: '3/60' });

describe('two server nodes on one PostgreSQL database', () => {
  it('a client of node B hears node A start, with the node id A reports', async () => {
    const nodeB = await cluster.startNode();
    const signUp = await postJson(nodeB.url, '/api/auth/sign-up/email', {
      name: 'Nœud B',
      email: 'node-b@example.test',
      password: 'secret-password',
    });
    expect(signUp.status).toBe(200);
    const client = await connectSse(`${nodeB.url}/api/v1/events`, { cookie: cookiesOf(signUp) });
    await client.waitForComment('connected');

    const nodeA = await cluster.startNode();
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
    const [nodeA, nodeB] = cluster.servers;
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
