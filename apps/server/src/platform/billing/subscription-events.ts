import {
  SESSION_CHANGED_TOPIC,
  STORAGE_CHANGED_TOPIC,
  SUBSCRIPTION_CHANGED_TOPIC,
} from '@photodossier/domain/live-events';
import type { EventBus } from '../events/event-bus';

/**
 * A plan change reaches the user's open tabs as the subscription (page, Pro gate), the
 * session (which carries the plan too) and the storage figures (the quota follows the plan).
 */
export async function publishSubscriptionChanged(bus: EventBus, userId: string): Promise<void> {
  for (const topic of [SUBSCRIPTION_CHANGED_TOPIC, SESSION_CHANGED_TOPIC, STORAGE_CHANGED_TOPIC]) {
    await bus.publish({ topic, ids: [userId], userId });
  }
}
