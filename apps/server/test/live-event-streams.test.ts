import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryEventBus } from '../src/platform/events/memory-event-bus';
import { createLogger } from '../src/platform/logging/logger';
import { LiveEventStreams } from '../src/modules/events/service';
import { connectSse } from './support/sse-client';

const logger = createLogger('silent');
let bus: MemoryEventBus;
let streams: LiveEventStreams;
let server: http.Server;
let url: string;

beforeEach(async () => {
  bus = new MemoryEventBus(logger);
  streams = new LiveEventStreams(bus, logger, 50);
  server = http.createServer((_request, response) => streams.open(response, { userId: 'u1' }));
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
