import { describe, expect, it } from 'vitest';
import {
  canAccessFeature,
  canUpgrade,
  canUseAutomaticImport,
  canUseFeature,
  canUseInjectionMapping,
  isPaidActive,
  isPlanId,
  isProActive,
  planRank,
  usableFeatures,
} from './plan-access';
import { PLAN_FEATURES, PLAN_IDS, type PlanFeature } from './plans';

describe('plan order', () => {
  it('orders decouverte < essentiel < pro', () => {
    expect(PLAN_IDS).toEqual(['decouverte', 'essentiel', 'pro']);
    expect(planRank('decouverte')).toBe(0);
    expect(planRank('essentiel')).toBe(1);
    expect(planRank('pro')).toBe(2);
  });

  it('recognises plan ids only', () => {
    expect(isPlanId('pro')).toBe(true);
    expect(isPlanId('Pro')).toBe(false);
    expect(isPlanId('enterprise')).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
    expect(isPlanId(2)).toBe(false);
  });
});

describe('canUpgrade', () => {
  it.each([
    ['decouverte', 'essentiel', true],
    ['decouverte', 'pro', true],
    ['essentiel', 'pro', true],
    ['essentiel', 'essentiel', false],
    ['pro', 'essentiel', false],
    ['pro', 'decouverte', false],
    ['pro', 'pro', false],
    ['essentiel', 'decouverte', false],
  ] as const)('%s -> %s is %s', (from, to, expected) => {
    expect(canUpgrade(from, to)).toBe(expected);
  });
});

describe('isPaidActive', () => {
  it('needs status active and a paid plan', () => {
    expect(isPaidActive({ planId: 'essentiel', status: 'active' })).toBe(true);
    expect(isPaidActive({ planId: 'pro', status: 'active' })).toBe(true);
    expect(isPaidActive({ planId: 'decouverte', status: 'active' })).toBe(false);
    expect(isPaidActive({ planId: 'pro', status: 'trialing' })).toBe(false);
    expect(isPaidActive({ planId: 'pro', status: 'inactive' })).toBe(false);
    expect(isPaidActive({ planId: 'essentiel', status: 'past_due' })).toBe(false);
  });
});

describe('Pro gates', () => {
  it('allow injection mapping and automatic import only for an active Pro plan', () => {
    for (const check of [isProActive, canUseInjectionMapping, canUseAutomaticImport]) {
      expect(check({ planId: 'pro', status: 'active' })).toBe(true);
      expect(check({ planId: 'pro', status: 'trialing' })).toBe(false);
      expect(check({ planId: 'pro', status: 'canceled' })).toBe(false);
      expect(check({ planId: 'essentiel', status: 'active' })).toBe(false);
      expect(check({ planId: 'decouverte', status: 'active' })).toBe(false);
    }
  });
});

describe('canAccessFeature', () => {
  const essentielDenied: PlanFeature[] = [
    'dslr_import',
    'botox_tracking',
    'digital_consent_pdf',
    'patient_portal',
    'watermark_free_export',
    'priority_support_24_7',
    'personal_training',
  ];
  const basics: PlanFeature[] = ['basic_patients', 'basic_photos', 'basic_storage'];

  it('gives decouverte the three basic features only', () => {
    for (const feature of PLAN_FEATURES) {
      expect(canAccessFeature('decouverte', feature)).toBe(basics.includes(feature));
    }
  });

  it('gives essentiel everything but the Pro features', () => {
    for (const feature of PLAN_FEATURES) {
      expect(canAccessFeature('essentiel', feature)).toBe(!essentielDenied.includes(feature));
    }
  });

  it('gives pro every feature', () => {
    for (const feature of PLAN_FEATURES) expect(canAccessFeature('pro', feature)).toBe(true);
  });
});

describe('canUseFeature', () => {
  it('follows the matrix for an active plan', () => {
    for (const planId of PLAN_IDS) {
      for (const feature of PLAN_FEATURES) {
        expect(canUseFeature({ planId, status: 'active' }, feature)).toBe(
          canAccessFeature(planId, feature),
        );
      }
    }
  });

  it('keeps injection mapping and camera import shut while a Pro plan is only trialing', () => {
    const trialing = { planId: 'pro', status: 'trialing' } as const;
    expect(canUseFeature(trialing, 'botox_tracking')).toBe(false);
    expect(canUseFeature(trialing, 'dslr_import')).toBe(false);
    expect(canUseFeature(trialing, 'patient_portal')).toBe(true);
    expect(canUseFeature(trialing, 'botox_tracking')).toBe(canUseInjectionMapping(trialing));
  });

  it('lists the usable features of a plan state', () => {
    expect(usableFeatures({ planId: 'decouverte', status: 'inactive' })).toEqual([
      'basic_patients',
      'basic_photos',
      'basic_storage',
    ]);
    expect(usableFeatures({ planId: 'pro', status: 'active' })).toEqual([...PLAN_FEATURES]);
  });
});
