import { quotaBytesForPlan } from './quota';
import { MS_PER_DAY } from './time-units';

/** The quota_near e-mail goes out when stored bytes reach this share of the plan's quota. */
export const QUOTA_NEAR_PERCENT = 90;

/** At most one share_opened e-mail per link within this time; the first opening always sends. */
export const SHARE_OPENED_NOTICE_INTERVAL_MS = MS_PER_DAY;

/** Whether what the user stores has reached the quota_near threshold of their plan. */
export function isQuotaNear(planId: string | null | undefined, usedBytes: number): boolean {
  return usedBytes * 100 >= quotaBytesForPlan(planId) * QUOTA_NEAR_PERCENT;
}
