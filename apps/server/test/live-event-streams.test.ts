import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryEventBus } from '../src/platform/events/memory-event-bus';
import { createLogger } from '../src/platform/logging/logger';
import { LiveEventStreams, REPLAY_WINDOW_MS } from '../src/modules/events/service';
import { connectSse } from './support/sse-client';

const logger = createLogger('silent');
let bus: MemoryEventBus;
let streams: LiveEventStreams;
let server: http.Server;
let url: string;
// The streams' clock, for the replay window; heartbeats keep real timers.
let now = 1_000;

beforeEach(async () => {
  now = 1_000;
  bus = new MemoryEventBus(logger);
  streams = new LiveEventStreams(bus, logger, 50, () => now);
  server = http.createServer((request, response) => {
    const asked = new URL(request.url ?? '/', 'http://localhost').searchParams.get('replay');
    streams.open(response, { userId: 'u1' }, asked === null ? null : Number(asked));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterEach(async () => {
  streams.closeAll();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await bus.close();
});

async function until(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('LiveEventStreams', () => {
  it('sends heartbeats as comments at the configured interval', async () => {
    const client = await connectSse(url);
    await client.waitForComment('heartbeat', 1_000);
    const start = client.comments.filter((comment) => comment === 'heartbeat').length;
    await new Promise((resolve) => setTimeout(resolve, 220));
    expect(
      client.comments.filter((comment) => comment === 'heartbeat').length - start,
    ).toBeGreaterThanOrEqual(2);
    client.close();
  });

  it('forgets a stream when its client goes away', async () => {
    const first = await connectSse(url);
    const second = await connectSse(url);
    await until(() => streams.size === 2);
    first.close();
    await until(() => streams.size === 1);
    await bus.publish({ topic: 'patients.changed', ids: ['p1'], userId: null });
    await second.waitFor((message) => message.topic === 'patients.changed');
    second.close();
    await until(() => streams.size === 0);
  });

  it('ends every stream on closeAll and stops listening to the bus', async () => {
    const client = await connectSse(url);
    await until(() => streams.size === 1);
    streams.closeAll();
    await client.ended;
    expect(streams.size).toBe(0);
    expect(streams.closing).toBe(true);
  });
});

describe('LiveEventStreams: what an opening stream missed', () => {
  /** The topics a stream opened with this replay receives before a marker sent after it. */
  async function replayedTopics(replayMs: number | null): Promise<string[]> {
    const client = await connectSse(replayMs === null ? url : `${url}?replay=${replayMs}`);
    await client.waitForComment('connected');
    await bus.publish({ topic: 'marker.sent', ids: [], userId: 'u1' });
    await client.waitFor((message) => message.topic === 'marker.sent');
    client.close();
    const topics = client.messages.map((message) => message.topic ?? '');
    return topics.slice(0, topics.indexOf('marker.sent'));
  }

  it("repeats the viewer's own and broadcast events of the window, never another user's", async () => {
    now = 5_000;
    await bus.publish({ topic: 'patients.changed', ids: ['p1'], userId: 'u1' });
    await bus.publish({ topic: 'photos.changed', ids: ['x'], userId: 'u2' });
    await bus.publish({ topic: 'tags.changed', ids: [], userId: null });
    now = 8_000;
    expect(await replayedTopics(4_000)).toEqual(['patients.changed', 'tags.changed']);
    expect(await replayedTopics(2_000)).toEqual([]);
    expect(await replayedTopics(null)).toEqual([]);
  });

  it('asks for a resync when the window reaches back before the node started', async () => {
    now = 3_000;
    expect(await replayedTopics(2_500)).toEqual(['system.resync']);
  });

  it('asks for a resync when the window reaches back past what the log still holds', async () => {
    now = 5_000;
    await bus.publish({ topic: 'patients.changed', ids: ['p1'], userId: 'u1' });
    now = 5_000 + REPLAY_WINDOW_MS + 1;
    await bus.publish({ topic: 'photos.changed', ids: ['p2'], userId: 'u1' });
    now += 1_000;
    // Back to 4,001: after the node's start (1,000), but the event of 5,000 has left the log.
    expect(await replayedTopics(REPLAY_WINDOW_MS + 2_000)).toEqual(['system.resync']);
    expect(await replayedTopics(2_000)).toEqual(['photos.changed']);
  });
});
