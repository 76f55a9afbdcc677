import { isPlanId } from './plan-access';
import {
  PLAN_DISPLAY_STORAGE_BYTES,
  PLAN_QUOTA_BYTES,
  RECOMMEND_ESSENTIEL_ABOVE_BYTES,
  RECOMMEND_PRO_ABOVE_BYTES,
  UNKNOWN_PLAN_DISPLAY_STORAGE_BYTES,
  UNKNOWN_PLAN_QUOTA_BYTES,
  type PlanId,
} from './plans';
import type { MessageRef } from './check-result';
import { formatBytes } from './size';

/** Bytes a plan may store; an unknown or missing plan gets 500 MB. */
export function quotaBytesForPlan(planId: string | null | undefined): number {
  return isPlanId(planId) ? PLAN_QUOTA_BYTES[planId] : UNKNOWN_PLAN_QUOTA_BYTES;
}

/** Storage shown to the user (5 GB / 200 GB / 1 TB); an unknown plan shows 500 MB. */
export function displayStorageBytesForPlan(planId: string | null | undefined): number {
  return isPlanId(planId) ? PLAN_DISPLAY_STORAGE_BYTES[planId] : UNKNOWN_PLAN_DISPLAY_STORAGE_BYTES;
}

export interface QuotaCheckInput {
  readonly planId: string | null | undefined;
  /** Everything already stored, trash included (the spec counts trash toward usage). */
  readonly usedBytes: number;
  readonly incomingBytes: number;
}

export interface QuotaCheck {
  readonly allowed: boolean;
  readonly quotaBytes: number;
  readonly usedBytes: number;
  readonly remainingBytes: number;
  /** Current usage before the incoming file, not rounded, may exceed 100. */
  readonly percentUsed: number;
}

function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function checkQuota(input: QuotaCheckInput): QuotaCheck {
  const quotaBytes = quotaBytesForPlan(input.planId);
  const usedBytes = nonNegative(input.usedBytes);
  const incomingBytes = nonNegative(input.incomingBytes);
  return {
    allowed: usedBytes + incomingBytes <= quotaBytes,
    quotaBytes,
    usedBytes,
    remainingBytes: Math.max(0, quotaBytes - usedBytes),
    percentUsed: (usedBytes / quotaBytes) * 100,
  };
}

/** "Quota de stockage dépassé. Vous utilisez N% de votre espace disponible." */
export function quotaExceededMessage(
  check: QuotaCheck,
): MessageRef<'upload.quota_exceeded_percent'> {
  return {
    code: 'upload.quota_exceeded_percent',
    params: { percent: Math.round(check.percentUsed) },
  };
}

/**
 * Params of "Limite de stockage atteinte. Utilisé: {used}/{limit} (Plan {plan})": display sizes
 * for the text, plus the raw numbers of the spec's quota error (currentUsed, limit, planId).
 */
export function storageLimitReachedMessage(input: {
  readonly planId: string | null | undefined;
  readonly usedBytes: number;
}): MessageRef<'quota.storage_limit_reached'> {
  const limitBytes = quotaBytesForPlan(input.planId);
  const planId = isPlanId(input.planId) ? input.planId : 'decouverte';
  return {
    code: 'quota.storage_limit_reached',
    params: {
      used: formatBytes(input.usedBytes),
      limit: formatBytes(limitBytes),
      plan: planId,
      currentUsed: nonNegative(input.usedBytes),
      limitBytes,
      planId,
    },
  };
}

/**
 * Accepts files in order while they fit; a file that does not fit is rejected but later,
 * smaller files are still tried, so one large video does not block the photos after it.
 */
export function splitFilesByQuota<T>(
  files: readonly T[],
  sizeOf: (file: T) => number,
  usedBytes: number,
  quotaBytes: number,
): { accepted: T[]; rejected: T[] } {
  const accepted: T[] = [];
  const rejected: T[] = [];
  let total = nonNegative(usedBytes);
  for (const file of files) {
    const size = nonNegative(sizeOf(file));
    if (total + size <= quotaBytes) {
      accepted.push(file);
      total += size;
    } else {
      rejected.push(file);
    }
  }
  return { accepted, rejected };
}

export function recommendedUpgrade(planId: PlanId, usedBytes: number): PlanId | null {
  if (planId === 'decouverte' && usedBytes > RECOMMEND_ESSENTIEL_ABOVE_BYTES) return 'essentiel';
  if (planId === 'essentiel' && usedBytes > RECOMMEND_PRO_ABOVE_BYTES) return 'pro';
  return null;
}
