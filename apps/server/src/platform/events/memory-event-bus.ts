import type { Logger } from 'pino';
import {
  liveEventSchema,
  type EventBus,
  type LiveEvent,
  type LiveEventListener,
} from './event-bus';
import { ListenerSet } from './listener-set';

/** Single-node bus: the embedded default, where every client talks to this process. */
export class MemoryEventBus implements EventBus {
  readonly kind = 'memory' as const;
  readonly #listeners: ListenerSet;
  #closed = false;

  constructor(logger: Logger) {
    this.#listeners = new ListenerSet(logger);
  }

  async publish(event: LiveEvent): Promise<void> {
    if (this.#closed) throw new Error('The event bus is closed');
    this.#listeners.deliver(liveEventSchema.parse(event));
  }

  subscribe(listener: LiveEventListener): () => void {
    return this.#listeners.add(listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#listeners.clear();
  }
}
