import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSse } from './support/sse-client';
import { startTestApp, type TestApp } from './support/test-app';

let testApp: TestApp;
let baseUrl: string;

beforeAll(async () => {
  testApp = await startTestApp();
  baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await testApp?.close();
});

describe(`GET /api/v1/events on ${process.env.TEST_DB_DIALECT}`, () => {
  it('streams broadcast events as text/event-stream frames', async () => {
    const client = await connectSse(`${baseUrl}/api/v1/events`);
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

  it("does not stream a user's events while nobody can be signed in", async () => {
    const client = await connectSse(`${baseUrl}/api/v1/events`);
    await client.waitForComment('connected');
    await testApp.platform.bus.publish({
      topic: 'patients.changed',
      ids: ['secret'],
      userId: 'u1',
    });
    await testApp.platform.bus.publish({ topic: 'marker', ids: [], userId: null });
    await client.waitFor((item) => item.topic === 'marker');
    expect(client.messages.map((item) => item.topic)).toEqual(['marker']);
    client.close();
  });

  it('ends open streams when the app closes, and the close does not hang', async () => {
    const client = await connectSse(`${baseUrl}/api/v1/events`);
    await client.waitForComment('connected');
    const started = Date.now();
    await testApp.app.close();
    await client.ended;
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
