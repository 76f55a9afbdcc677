import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../src/platform/events/event-bus';
import { MemoryEventBus } from '../src/platform/events/memory-event-bus';
import { createLogger } from '../src/platform/logging/logger';

const logger = createLogger('silent');
const event: LiveEvent = { topic: 'patients.changed', ids: ['p1', 'p2'], userId: 'u1' };

describe('MemoryEventBus', () => {
  it('delivers each published event once to every subscriber', async () => {
    const bus = new MemoryEventBus(logger);
    const first: LiveEvent[] = [];
    const second: LiveEvent[] = [];
    bus.subscribe((received) => first.push(received));
    bus.subscribe((received) => second.push(received));
    await bus.publish(event);
    await bus.publish({ topic: 'system.node_started', ids: ['n1'], userId: null });
    expect(first).toEqual([event, { topic: 'system.node_started', ids: ['n1'], userId: null }]);
    expect(second).toEqual(first);
  });

  it('stops delivering to a listener once it unsubscribes', async () => {
    const bus = new MemoryEventBus(logger);
    const received: LiveEvent[] = [];
    const unsubscribe = bus.subscribe((item) => received.push(item));
    await bus.publish(event);
    unsubscribe();
    await bus.publish(event);
    expect(received).toHaveLength(1);
  });

  it('keeps delivering to others when one listener throws', async () => {
    const bus = new MemoryEventBus(logger);
    const received: LiveEvent[] = [];
    bus.subscribe(() => {
      throw new Error('listener bug');
    });
    bus.subscribe((item) => received.push(item));
    await bus.publish(event);
    expect(received).toEqual([event]);
  });

  it('refuses malformed events and publishing after close', async () => {
    const bus = new MemoryEventBus(logger);
    await expect(bus.publish({ topic: '', ids: [], userId: null })).rejects.toThrow();
    await expect(
      bus.publish({ topic: 't', ids: [42 as unknown as string], userId: null }),
    ).rejects.toThrow();
    await bus.close();
    await expect(bus.publish(event)).rejects.toThrow('closed');
  });
});
