import type { PlanId, SubscriptionStatus } from '@photodossier/domain/plans';

export interface CurrentSubscription {
  readonly planId: PlanId;
  readonly status: SubscriptionStatus;
}

/**
 * The user's plan as every rule reads it (quota, plan gates). Spec 01 §4: no active or trialing
 * subscription means decouverte/inactive; subscriptions arrive with billing, so until then
 * everyone is there. One function, so the day billing lands every caller follows.
 */
export async function currentSubscription(_userId: string): Promise<CurrentSubscription> {
  return { planId: 'decouverte', status: 'inactive' };
}
