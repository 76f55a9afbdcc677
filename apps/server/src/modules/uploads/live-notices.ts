import type { Logger } from 'pino';
import type { EventBus } from '../../platform/events/event-bus';

/** Publishes a change notice after a committed write; a failure is logged, not thrown. */
export async function publishAfterCommit(
  bus: EventBus,
  logger: Logger,
  userId: string,
  topic: string,
  ids: string[],
): Promise<void> {
  try {
    await bus.publish({ topic, ids, userId });
  } catch (error) {
    // The write is committed; a lost notice only delays other tabs until their next fetch.
    logger.warn({ err: error, topic }, 'live event not published');
  }
}
