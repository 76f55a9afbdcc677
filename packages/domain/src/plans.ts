import { BYTES_PER_GB, BYTES_PER_MB } from './byte-units';

// Ordered from lowest to highest: upgrades only go rightwards.
export const PLAN_IDS = ['decouverte', 'essentiel', 'pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const DEFAULT_PLAN_ID: PlanId = 'decouverte';

export const PLAN_NAMES = {
  decouverte: 'Découverte',
  essentiel: 'Essentiel',
  pro: 'Pro',
} as const satisfies Record<PlanId, string>;

export const PLAN_DISPLAY_STORAGE_GB = {
  decouverte: 5,
  essentiel: 200,
  pro: 1024,
} as const satisfies Record<PlanId, number>;
export const PLAN_DISPLAY_STORAGE_BYTES = {
  decouverte: PLAN_DISPLAY_STORAGE_GB.decouverte * BYTES_PER_GB,
  essentiel: PLAN_DISPLAY_STORAGE_GB.essentiel * BYTES_PER_GB,
  pro: PLAN_DISPLAY_STORAGE_GB.pro * BYTES_PER_GB,
} as const satisfies Record<PlanId, number>;
export const UNKNOWN_PLAN_DISPLAY_STORAGE_BYTES = 500 * BYTES_PER_MB;

// The quota enforced on upload differs from the displayed storage for decouverte
// (500 MB enforced, 5 GB displayed): both numbers are the spec's, both are kept.
export const PLAN_QUOTA_MB = {
  decouverte: 500,
  essentiel: 200 * 1024,
  pro: 1024 * 1024,
} as const satisfies Record<PlanId, number>;
export const PLAN_QUOTA_BYTES = {
  decouverte: PLAN_QUOTA_MB.decouverte * BYTES_PER_MB,
  essentiel: PLAN_QUOTA_MB.essentiel * BYTES_PER_MB,
  pro: PLAN_QUOTA_MB.pro * BYTES_PER_MB,
} as const satisfies Record<PlanId, number>;
export const UNKNOWN_PLAN_QUOTA_BYTES = 500 * BYTES_PER_MB;

export const RECOMMEND_ESSENTIEL_ABOVE_BYTES = 4 * BYTES_PER_GB;
export const RECOMMEND_PRO_ABOVE_BYTES = 150 * BYTES_PER_GB;

// Stripe statuses plus `inactive`, which stands for "no active or trialing subscription".
export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'inactive',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
// Subscriptions read as current; any other status falls back to decouverte/inactive.
export const LIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing'] as const;

export const PLAN_FEATURES = [
  'basic_patients',
  'basic_photos',
  'basic_storage',
  'dslr_import',
  'botox_tracking',
  'digital_consent_pdf',
  'patient_portal',
  'watermark_free_export',
  'priority_support_24_7',
  'personal_training',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export const DECOUVERTE_FEATURES = [
  'basic_patients',
  'basic_photos',
  'basic_storage',
] as const satisfies readonly PlanFeature[];

// essentiel is defined by exclusion so that a feature added later is essentiel by default.
export const ESSENTIEL_EXCLUDED_FEATURES = [
  'dslr_import',
  'botox_tracking',
  'digital_consent_pdf',
  'patient_portal',
  'watermark_free_export',
  'priority_support_24_7',
  'personal_training',
] as const satisfies readonly PlanFeature[];
