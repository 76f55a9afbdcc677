import type { Kysely } from 'kysely';
import type { RateLimitRule } from '../../config/types';
import type { Database } from '../db/schema';
import { AppError } from './problem';

/**
 * Counts attempts per key (route and client IP) in the database, so that every node sees the
 * same counts. Each step is one conditional statement, atomic on both databases: concurrent
 * attempts can never slip past the limit.
 */
export class AttemptLimiter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly rule: RateLimitRule,
  ) {}

  /** Counts one attempt; throws 429 "Trop de tentatives…" once the window's limit is reached. */
  async consume(key: string, now: number = Date.now()): Promise<void> {
    const windowStart = now - this.rule.windowSeconds * 1000;
    const counted = await this.db
      .updateTable('attempt_limits')
      .set((eb) => ({ count: eb('count', '+', 1) }))
      .where('key', '=', key)
      .where('window_started_at', '>', windowStart)
      .where('count', '<', this.rule.max)
      .executeTakeFirst();
    if (counted.numUpdatedRows > 0n) return;

    const restarted = await this.db
      .updateTable('attempt_limits')
      .set({ count: 1, window_started_at: now })
      .where('key', '=', key)
      .where('window_started_at', '<=', windowStart)
      .executeTakeFirst();
    if (restarted.numUpdatedRows > 0n) return;

    const created = await this.db
      .insertInto('attempt_limits')
      .values({ key, count: 1, window_started_at: now })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .executeTakeFirst();
    if ((created.numInsertedOrUpdatedRows ?? 0n) > 0n) return;

    throw new AppError('auth.too_many_attempts', 429);
  }
}
