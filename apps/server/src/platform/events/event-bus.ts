import { z } from 'zod';

/**
 * A change notice after a committed write: the web invalidates the queries of `topic` for these
 * ids. userId null means every signed-in client; otherwise only that user's clients.
 */
export const liveEventSchema = z.object({
  topic: z.string().min(1).max(200),
  ids: z.array(z.string().min(1)),
  userId: z.string().min(1).nullable(),
});

export type LiveEvent = z.output<typeof liveEventSchema>;

export type LiveEventListener = (event: LiveEvent) => void;

export interface EventBus {
  readonly kind: 'memory' | 'postgres';
  /** Resolves once the event is handed to every node (local listeners are called before). */
  publish(event: LiveEvent): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(listener: LiveEventListener): () => void;
  close(): Promise<void>;
}
