import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Wrong answers an account takes freely: typing slips, a forgotten caps lock. */
export const ACCOUNT_FREE_FAILURES = 5;
/** The first wait, doubled at each further wrong answer, never above the cap. */
export const ACCOUNT_BACKOFF_BASE_MS = 30_000;
/** Short enough that nobody can keep a real user out for long (decision 0024). */
export const ACCOUNT_BACKOFF_MAX_MS = 5 * 60_000;
/** Failures older than this are forgotten: a slow trickle never builds up a block. */
const FAILURE_MEMORY_MS = 60 * 60_000;
/** The user is told at most once in this time, however long an attack goes on. */
const NOTICE_INTERVAL_MS = 60 * 60_000;

/** How long the account waits after its `failures`-th wrong answer in a row. */
export function accountBackoffMs(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - ACCOUNT_FREE_FAILURES, 10);
  return Math.min(ACCOUNT_BACKOFF_BASE_MS * 2 ** doublings, ACCOUNT_BACKOFF_MAX_MS);
}

/**
 * Progressive back-off per account (a sign-in address, a user's code checks), in the
 * database so that every node and every client address counts together. It adds to the
 * per-address limit: many addresses cannot share out guesses at one account.
 */
export class AccountBackoff {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Milliseconds the account must still wait; 0 when it may try. */
  async waitMs(key: string): Promise<number> {
    const row = await this.db
      .selectFrom('account_attempts')
      .select('blocked_until')
      .where('key', '=', key)
      .executeTakeFirst();
    return Math.max(0, Number(row?.blocked_until ?? 0) - this.clock());
  }

  /** Counts a wrong answer; `notify` is true when the user should now be told by e-mail. */
  async recordFailure(key: string): Promise<{ waitMs: number; notify: boolean }> {
    const now = this.clock();
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('account_attempts')
        .values({ key, failures: 1, blocked_until: 0, last_failure_at: now, notified_at: null })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            failures: sql`case when account_attempts.last_failure_at < ${now - FAILURE_MEMORY_MS} then 1 else account_attempts.failures + 1 end`,
            last_failure_at: now,
          }),
        )
        .execute();
      const row = await trx
        .selectFrom('account_attempts')
        .select('failures')
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      const waitMs = accountBackoffMs(Number(row.failures));
      if (waitMs === 0) return { waitMs, notify: false };
      // One transaction, so the count and the block it earns are written together. Wrong
      // answers sent at the same time each read their own count: the block only ever grows,
      // and one of them alone claims the e-mail.
      const blockedUntil = now + waitMs;
      await trx
        .updateTable('account_attempts')
        .set({
          blocked_until: sql<number>`case when blocked_until < ${blockedUntil} then ${blockedUntil} else blocked_until end`,
        })
        .where('key', '=', key)
        .execute();
      const claimed = await trx
        .updateTable('account_attempts')
        .set({ notified_at: now })
        .where('key', '=', key)
        .where((where) =>
          where.or([
            where('notified_at', 'is', null),
            where('notified_at', '<', now - NOTICE_INTERVAL_MS),
          ]),
        )
        .executeTakeFirst();
      return { waitMs, notify: Number(claimed.numUpdatedRows) > 0 };
    });
  }

  /** The right answer: the account starts afresh. */
  async recordSuccess(key: string): Promise<void> {
    await this.db.deleteFrom('account_attempts').where('key', '=', key).execute();
  }
}
