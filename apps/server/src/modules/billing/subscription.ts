import type { PlanId, SubscriptionStatus } from '@photodossier/domain/plans';

export interface CurrentSubscription {
  readonly planId: PlanId;
  readonly status: SubscriptionStatus;
}

/**
 * The user's plan as every rule reads it (quota, storage totals, plan gates). Spec 01 §4: no
 * active or trialing subscription means decouverte/inactive. One reader shared through the
 * module context, so every caller follows the same answer.
 */
export interface SubscriptionReader {
  current(userId: string): Promise<CurrentSubscription>;
}

/** Everyone on decouverte: the reader used until billing reads real subscriptions. */
export class DecouverteSubscriptionReader implements SubscriptionReader {
  async current(_userId: string): Promise<CurrentSubscription> {
    return { planId: 'decouverte', status: 'inactive' };
  }
}
