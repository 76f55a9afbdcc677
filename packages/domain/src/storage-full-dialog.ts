import type { Locale } from './errors';
import type { PlanId } from './plans';
import { STORAGE_COLOR_TIER_PERCENT } from './storage-limits';

export const STORAGE_FULL_UPGRADE_LABELS = {
  upgrade_to_pro: { fr: 'Passer au plan Pro (1 To)', en: 'Upgrade to the Pro plan (1 TB)' },
  upgrade_to_essentiel: {
    fr: 'Passer au plan Essentiel (200 Go)',
    en: 'Upgrade to the Essentiel plan (200 GB)',
  },
  see_plans: { fr: 'Voir les plans disponibles', en: 'See the available plans' },
} as const satisfies Record<string, Record<Locale, string>>;
export type StorageFullUpgradeLabelKey = keyof typeof STORAGE_FULL_UPGRADE_LABELS;

export const STORAGE_FULL_TITLES = {
  insufficient: { fr: 'Espace de stockage insuffisant', en: 'Insufficient storage space' },
  critical: {
    fr: '🚨 DÉPASSEMENT CRITIQUE DE STOCKAGE',
    en: '🚨 CRITICAL STORAGE OVERAGE',
  },
} as const satisfies Record<string, Record<Locale, string>>;
export type StorageFullTitleKey = keyof typeof STORAGE_FULL_TITLES;

export function storageFullUpgradeLabelKey(
  recommended: PlanId | null | undefined,
): StorageFullUpgradeLabelKey {
  if (recommended === 'pro') return 'upgrade_to_pro';
  if (recommended === 'essentiel') return 'upgrade_to_essentiel';
  return 'see_plans';
}

export function isCriticalOverage(percent: number): boolean {
  return percent > STORAGE_COLOR_TIER_PERCENT.critical;
}

export function storageFullTitleKey(percent: number): StorageFullTitleKey {
  return isCriticalOverage(percent) ? 'critical' : 'insufficient';
}
