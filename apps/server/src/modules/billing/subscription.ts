import { isPlanId, planRank } from '@photodossier/domain/plan-access';
import {
  LIVE_SUBSCRIPTION_STATUSES,
  type PlanId,
  type SubscriptionStatus,
} from '@photodossier/domain/plans';
import type { AdminPlanRow, BillingRepository, StripeSubscriptionRow } from './repository';

export interface CurrentSubscription {
  readonly planId: PlanId;
  readonly status: SubscriptionStatus;
  readonly isYearly: boolean;
  /** Epoch ms of the paid period's end; null without a Stripe subscription. */
  readonly currentPeriodEnd: number | null;
  readonly stripeCustomerId: string | null;
  /** Where the plan comes from: a live Stripe subscription, an administrator, or nowhere. */
  readonly source: 'stripe' | 'admin' | 'none';
  /** The read error's message when the decouverte fallback was used (spec 01 §4). */
  readonly error: string | null;
}

/**
 * The user's plan as every rule reads it (quota, storage totals, plan gates). Spec 01 §4: no
 * active or trialing subscription means decouverte/inactive. One reader shared through the
 * module context, so every caller follows the same answer.
 */
export interface SubscriptionReader {
  current(userId: string): Promise<CurrentSubscription>;
}

const NO_PLAN: CurrentSubscription = {
  planId: 'decouverte',
  status: 'inactive',
  isYearly: false,
  currentPeriodEnd: null,
  stripeCustomerId: null,
  source: 'none',
  error: null,
};

function epochMs(value: string | number | Date | null): number | null {
  if (value === null) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

function fromStripe(row: StripeSubscriptionRow, planId: PlanId): CurrentSubscription {
  return {
    planId,
    status: row.status === 'trialing' ? 'trialing' : 'active',
    isYearly: row.billingInterval === 'year',
    currentPeriodEnd: epochMs(row.periodEnd),
    stripeCustomerId: row.stripeCustomerId,
    source: 'stripe',
    error: null,
  };
}

function fromAdmin(row: AdminPlanRow, planId: PlanId): CurrentSubscription {
  return { ...NO_PLAN, planId, status: 'active', source: 'admin' };
}

/**
 * Reads, at every call, the user's live Stripe subscriptions (status active or trialing; the
 * plan is the one @better-auth/stripe mapped from the four configured price ids) and the plan
 * an administrator set. The higher plan wins; on a tie Stripe's, which carries the period and
 * the customer (decision 0017). Any read error gives decouverte with the message kept.
 */
export class StoredSubscriptionReader implements SubscriptionReader {
  constructor(private readonly billing: BillingRepository) {}

  async current(userId: string): Promise<CurrentSubscription> {
    try {
      const [stripeRows, adminRow, customerId] = await Promise.all([
        this.billing.liveStripeSubscriptions(userId, LIVE_SUBSCRIPTION_STATUSES),
        this.billing.findAdminPlan(userId),
        this.billing.findStripeCustomerId(userId),
      ]);
      const candidates: CurrentSubscription[] = [];
      for (const row of stripeRows) {
        if (isPlanId(row.plan) && row.plan !== 'decouverte') {
          candidates.push(fromStripe(row, row.plan));
        }
      }
      if (adminRow && isPlanId(adminRow.plan_id) && adminRow.plan_id !== 'decouverte') {
        candidates.push(fromAdmin(adminRow, adminRow.plan_id));
      }
      // Stable sort: Stripe rows come first, so they win a tie.
      const best = candidates.sort((a, b) => planRank(b.planId) - planRank(a.planId))[0];
      const chosen = best ?? NO_PLAN;
      return { ...chosen, stripeCustomerId: chosen.stripeCustomerId ?? customerId };
    } catch (error) {
      return { ...NO_PLAN, error: error instanceof Error ? error.message : String(error) };
    }
  }
}
