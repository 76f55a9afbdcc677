import type { Kysely } from 'kysely';
import type { PlanId } from '@photodossier/domain/plans';
import type { Database } from '../../platform/db/schema';

export interface StripeSubscriptionRow {
  readonly plan: string;
  readonly status: string | null;
  readonly periodEnd: string | number | Date | null;
  readonly billingInterval: string | null;
  readonly stripeCustomerId: string | null;
}

export interface AdminPlanRow {
  readonly plan_id: string;
  readonly updated_at: number;
}

export class BillingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The user's subscription rows written by @better-auth/stripe with one of these statuses. */
  async liveStripeSubscriptions(
    userId: string,
    statuses: readonly string[],
  ): Promise<StripeSubscriptionRow[]> {
    return this.db
      .selectFrom('subscription')
      .select(['plan', 'status', 'periodEnd', 'billingInterval', 'stripeCustomerId'])
      .where('referenceId', '=', userId)
      .where('status', 'in', [...statuses])
      .orderBy('id')
      .execute();
  }

  async findStripeCustomerId(userId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('user')
      .select('stripeCustomerId')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row?.stripeCustomerId ?? null;
  }

  async findAdminPlan(userId: string): Promise<AdminPlanRow | undefined> {
    return this.db
      .selectFrom('admin_plans')
      .select(['plan_id', 'updated_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async saveAdminPlan(userId: string, planId: PlanId, adminId: string, at: number): Promise<void> {
    await this.db
      .insertInto('admin_plans')
      .values({ user_id: userId, plan_id: planId, updated_at: at, updated_by: adminId })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet({ plan_id: planId, updated_at: at, updated_by: adminId }),
      )
      .execute();
  }

  async userExists(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('user')
      .select('id')
      .where('id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }
}
