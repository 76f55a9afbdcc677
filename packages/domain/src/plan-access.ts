import {
  DECOUVERTE_FEATURES,
  ESSENTIEL_EXCLUDED_FEATURES,
  PLAN_FEATURES,
  PLAN_IDS,
  type PlanFeature,
  type PlanId,
} from './plans';

export interface PlanState {
  readonly planId: PlanId;
  readonly status: string;
}

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** Position in the plan order; decouverte is 0. */
export function planRank(planId: PlanId): number {
  return PLAN_IDS.indexOf(planId);
}

export function canUpgrade(from: PlanId, to: PlanId): boolean {
  return planRank(to) > planRank(from);
}

/** Paying and current: trialing does not count, as the spec says "status active". */
export function isPaidActive(state: PlanState): boolean {
  return state.status === 'active' && state.planId !== 'decouverte';
}

export function isProActive(state: PlanState): boolean {
  return state.status === 'active' && state.planId === 'pro';
}

export function canUseInjectionMapping(state: PlanState): boolean {
  return isProActive(state);
}

/** Automatic camera import (WiFi/USB and SD watch) is gated like injection mapping. */
export function canUseAutomaticImport(state: PlanState): boolean {
  return isProActive(state);
}

export function canAccessFeature(planId: PlanId, feature: PlanFeature): boolean {
  switch (planId) {
    case 'decouverte':
      return (DECOUVERTE_FEATURES as readonly PlanFeature[]).includes(feature);
    case 'essentiel':
      return !(ESSENTIEL_EXCLUDED_FEATURES as readonly PlanFeature[]).includes(feature);
    case 'pro':
      return true;
  }
}

/**
 * Features whose screens the spec gates on "status active and plan pro" (injection mapping,
 * automatic camera import): a trialing plan does not open them.
 */
const ACTIVE_STATUS_FEATURES: readonly PlanFeature[] = ['botox_tracking', 'dslr_import'];

/**
 * The one rule every plan gate follows, on the server (route guard) and in the web (screens):
 * the plan matrix, plus status active for the features above.
 */
export function canUseFeature(state: PlanState, feature: PlanFeature): boolean {
  if (ACTIVE_STATUS_FEATURES.includes(feature) && state.status !== 'active') return false;
  return canAccessFeature(state.planId, feature);
}

/** The features a plan state opens, in the matrix order. */
export function usableFeatures(state: PlanState): PlanFeature[] {
  return PLAN_FEATURES.filter((feature) => canUseFeature(state, feature));
}
