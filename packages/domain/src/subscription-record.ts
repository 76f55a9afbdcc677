import { z } from 'zod';
import { PLAN_FEATURES, PLAN_IDS, SUBSCRIPTION_STATUSES } from './plans';

/**
 * GET /api/v1/billing/subscription: the signed-in user's subscription as spec 01 §3/§4 reads it
 * (live; active or trialing only; a read error falls back to decouverte with the message kept).
 */
export const subscriptionRecordSchema = z.object({
  planId: z.enum(PLAN_IDS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  isYearly: z.boolean(),
  /** ISO, or null without a paid period (decouverte, or a plan set by an administrator). */
  currentPeriodEnd: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
  /** The read error's message when the fallback was used, else null. */
  error: z.string().nullable(),
  /** Features the plan allows (the spec's matrix). */
  features: z.array(z.enum(PLAN_FEATURES)),
  /** Whether Stripe is configured (checkout and the customer portal are then offered). */
  stripeEnabled: z.boolean(),
});
export type SubscriptionRecord = z.output<typeof subscriptionRecordSchema>;

export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** POST /api/v1/billing/checkout: a Stripe Checkout address for a higher plan. */
export const checkoutBodySchema = z.object({
  planId: z.enum(['essentiel', 'pro']),
  interval: z.enum(BILLING_INTERVALS),
});
export type CheckoutBody = z.output<typeof checkoutBodySchema>;
export const redirectUrlSchema = z.object({ url: z.string() });

/** PUT /api/v1/admin/users/:userId/plan: an administrator sets a plan without Stripe. */
export const adminPlanBodySchema = z.object({ planId: z.enum(PLAN_IDS) });
export type AdminPlanBody = z.output<typeof adminPlanBodySchema>;
