import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestAccount } from './support/accounts';
import { connectSse } from './support/sse-client';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let baseUrl: string;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  testApp = await startTestApp();
  baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  alice = await signUp(testApp.app);
  bob = await signUp(testApp.app);
});

function connectAs(account: TestAccount) {
  return connectSse(`${baseUrl}/api/v1/events`, { cookie: account.cookie });
}

afterAll(async () => {
  await testApp?.close();
});

describe(`GET /api/v1/events on ${process.env.TEST_DB_DIALECT}`, () => {
  it('refuses a stream to a visitor who is not signed in', async () => {
    const client = await connectSse(`${baseUrl}/api/v1/events`);
    expect(client.status).toBe(401);
    client.close();
  });

  it('streams broadcast events as text/event-stream frames', async () => {
    const client = await connectAs(alice);
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['cache-control']).toBe('no-cache, no-transform');
    await client.waitForComment('connected');
    await testApp.platform.bus.publish({
      topic: 'patients.changed',
      ids: ['p1', 'p2'],
      userId: null,
    });
    const message = await client.waitFor((item) => item.topic === 'patients.changed');
    // Unnamed, so the browser's single `message` listener receives it.
    expect(message.event).toBe('message');
    expect(JSON.parse(message.data)).toEqual({ topic: 'patients.changed', ids: ['p1', 'p2'] });
    client.close();
  });

  it("streams the user's own events and never another user's", async () => {
    const aliceClient = await connectAs(alice);
    const bobClient = await connectAs(bob);
    await aliceClient.waitForComment('connected');
    await bobClient.waitForComment('connected');
    await testApp.platform.bus.publish({
      topic: 'patients.changed',
      ids: ['alice-patient'],
      userId: alice.userId,
    });
    await testApp.platform.bus.publish({ topic: 'marker', ids: [], userId: null });
    await aliceClient.waitFor((item) => item.topic === 'marker');
    await bobClient.waitFor((item) => item.topic === 'marker');
    expect(aliceClient.messages.map((item) => item.topic)).toEqual(['patients.changed', 'marker']);
    expect(bobClient.messages.map((item) => item.topic)).toEqual(['marker']);
    aliceClient.close();
    bobClient.close();
  });

  it('answers replay_ms with what the stream cannot know, and refuses a malformed one', async () => {
    const client = await connectSse(`${baseUrl}/api/v1/events?replay_ms=86400000`, {
      cookie: alice.cookie,
    });
    // A day back reaches before this node started: the page must refetch everything.
    const resync = await client.waitFor((item) => item.topic === 'system.resync');
    expect(JSON.parse(resync.data)).toEqual({ topic: 'system.resync', ids: [] });
    client.close();
    for (const malformed of ['-5', 'abc', '1e3', '123456789']) {
      const refused = await connectSse(`${baseUrl}/api/v1/events?replay_ms=${malformed}`, {
        cookie: alice.cookie,
      });
      expect(refused.status, malformed).toBe(400);
      refused.close();
    }
  });

  it('ends open streams when the app closes, and the close does not hang', async () => {
    const client = await connectAs(alice);
    await client.waitForComment('connected');
    const started = Date.now();
    await testApp.app.close();
    await client.ended;
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
