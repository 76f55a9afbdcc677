import {
  PLAN_DISPLAY_STORAGE_BYTES,
  PLAN_QUOTA_BYTES,
  type PlanId,
} from '@photodossier/domain/plans';
import { formatStorageTotal } from '@/lib/format';
import type { Language } from '@/lib/i18n/languages';

export type PlanStorageFigures = {
  /** The plan's storage as the spec displays it (5 Go, 200 Go, 1 To). */
  storage: string;
  /** The upload quota when it is smaller than the displayed storage (Découverte), else null. */
  uploadQuota: string | null;
};

/** A plan's storage read from the domain constants, never from a copy in the texts. */
export function planStorageFigures(planId: PlanId, language: Language): PlanStorageFigures {
  const display = PLAN_DISPLAY_STORAGE_BYTES[planId];
  const quota = PLAN_QUOTA_BYTES[planId];
  return {
    storage: formatStorageTotal(display, language),
    uploadQuota: quota < display ? formatStorageTotal(quota, language) : null,
  };
}
