import { canUpgrade, usableFeatures } from '@photodossier/domain/plan-access';
import type { PlanId } from '@photodossier/domain/plans';
import type { CheckoutBody, SubscriptionRecord } from '@photodossier/domain/subscription-record';
import type { Viewer } from '../../platform/auth/viewer';
import { publishSubscriptionChanged } from '../../platform/billing/subscription-events';
import { nowMs, toIso } from '../../platform/db/portable';
import type { EventBus } from '../../platform/events/event-bus';
import { AppError } from '../../platform/http/problem';
import type { BillingRepository } from './repository';
import type { CallerContext, StripeGateway } from './stripe-gateway';
import type { SubscriptionReader } from './subscription';

/** Where Stripe sends the browser back: the subscription page, which reads the plan again. */
export const SUBSCRIPTION_PAGE_PATH = '/subscription';

/** Plans, checkout and the customer portal (spec 01 §3, §4), and plans set on /admin. */
export class BillingService {
  constructor(
    private readonly billing: BillingRepository,
    private readonly subscriptions: SubscriptionReader,
    /** null: Stripe is not configured (the embedded default). */
    private readonly stripe: StripeGateway | null,
    private readonly bus: EventBus,
  ) {}

  async subscription(viewer: Viewer): Promise<SubscriptionRecord> {
    const current = await this.subscriptions.current(viewer.userId);
    return {
      planId: current.planId,
      status: current.status,
      isYearly: current.isYearly,
      currentPeriodEnd: current.currentPeriodEnd === null ? null : toIso(current.currentPeriodEnd),
      stripeCustomerId: current.stripeCustomerId,
      error: current.error,
      features: usableFeatures(current),
      stripeEnabled: this.stripe !== null,
    };
  }

  /** A Stripe Checkout address, only towards a higher plan than the current one. */
  async checkout(viewer: Viewer, body: CheckoutBody, caller: CallerContext): Promise<string> {
    const stripe = this.#requireStripe();
    const { planId } = await this.subscriptions.current(viewer.userId);
    if (!canUpgrade(planId, body.planId)) {
      throw new AppError('billing.upgrade_not_allowed', 409, {
        params: { from: planId, to: body.planId },
      });
    }
    const page = `${caller.origin}${SUBSCRIPTION_PAGE_PATH}`;
    return stripe.checkout(caller, {
      planId: body.planId,
      yearly: body.interval === 'yearly',
      successUrl: `${page}?checkout=success`,
      cancelUrl: `${page}?checkout=cancel`,
    });
  }

  /** The Stripe customer portal (invoices, payment method, cancellation). */
  async portal(viewer: Viewer, caller: CallerContext): Promise<string> {
    const stripe = this.#requireStripe();
    const { stripeCustomerId } = await this.subscriptions.current(viewer.userId);
    if (!stripeCustomerId) throw new AppError('billing.no_customer', 409);
    return stripe.portal(caller, `${caller.origin}${SUBSCRIPTION_PAGE_PATH}`);
  }

  /** An administrator sets a user's plan; Stripe, when configured, still bills on its own. */
  async setPlanByAdmin(admin: Viewer, userId: string, planId: PlanId): Promise<void> {
    if (!admin.isAdmin) throw new AppError('admin.forbidden', 403);
    if (!(await this.billing.userExists(userId))) throw new AppError('request.not_found', 404);
    await this.billing.saveAdminPlan(userId, planId, admin.userId, nowMs());
    await publishSubscriptionChanged(this.bus, userId);
  }

  #requireStripe(): StripeGateway {
    if (!this.stripe) throw new AppError('billing.stripe_not_configured', 409);
    return this.stripe;
  }
}
