import type { PlanId, SubscriptionStatus } from '@photodossier/domain/plans';

type SubscriptionSummary = { planId: PlanId; status: SubscriptionStatus };

/**
 * Spec 01 §5: "The injection-mapping screen needs status active and plan pro."
 * Kept here until the domain package exposes its plan-access rules.
 */
export function hasActiveProPlan(subscription: SubscriptionSummary | null | undefined): boolean {
  return subscription?.status === 'active' && subscription.planId === 'pro';
}
