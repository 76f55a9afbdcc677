import type { Logger } from 'pino';
import type { LiveEvent, LiveEventListener } from './event-bus';

/** The local fan-out shared by both buses: one failing listener does not starve the others. */
export class ListenerSet {
  readonly #listeners = new Set<LiveEventListener>();

  constructor(private readonly logger: Logger) {}

  add(listener: LiveEventListener): () => void {
    // A wrapper per subscription, so subscribing the same function twice gives two deliveries
    // and each unsubscribe removes only its own.
    const entry: LiveEventListener = (event) => listener(event);
    this.#listeners.add(entry);
    return () => {
      this.#listeners.delete(entry);
    };
  }

  deliver(event: LiveEvent): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.logger.error({ err: error, topic: event.topic }, 'live event listener failed');
      }
    }
  }

  clear(): void {
    this.#listeners.clear();
  }
}
