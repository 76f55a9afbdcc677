import type { BillingInterval } from './subscription-record';
import type { PlanId } from './plans';

/**
 * Public prices in euro cents, VAT included (decision 0017: the spec gives none). The yearly
 * price is ten months: two months free. Stripe charges the price of the configured price id;
 * these figures are what /pricing and /subscription show and must be kept equal to it.
 */
export const PLAN_PRICE_EUR_CENTS = {
  decouverte: { monthly: 0, yearly: 0 },
  essentiel: { monthly: 1900, yearly: 19000 },
  pro: { monthly: 4900, yearly: 49000 },
} as const satisfies Record<PlanId, Record<BillingInterval, number>>;

export function planPriceCents(planId: PlanId, interval: BillingInterval): number {
  return PLAN_PRICE_EUR_CENTS[planId][interval];
}

/** What a year costs on the monthly price minus the yearly price, in cents. */
export function yearlySavingCents(planId: PlanId): number {
  const prices = PLAN_PRICE_EUR_CENTS[planId];
  return prices.monthly * 12 - prices.yearly;
}
