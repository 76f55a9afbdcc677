import { describe, expect, it } from 'vitest';
import { PLAN_PRICE_EUR_CENTS, planPriceCents, yearlySavingCents } from './plan-prices';
import { PLAN_IDS } from './plans';

describe('plan prices', () => {
  it('are the prices of decision 0017', () => {
    expect(PLAN_PRICE_EUR_CENTS).toEqual({
      decouverte: { monthly: 0, yearly: 0 },
      essentiel: { monthly: 1900, yearly: 19000 },
      pro: { monthly: 4900, yearly: 49000 },
    });
  });

  it('grow with the plan order and give two months free on a year', () => {
    const monthly = PLAN_IDS.map((planId) => planPriceCents(planId, 'monthly'));
    expect(monthly).toEqual([...monthly].sort((a, b) => a - b));
    expect(yearlySavingCents('essentiel')).toBe(2 * 1900);
    expect(yearlySavingCents('pro')).toBe(2 * 4900);
    expect(yearlySavingCents('decouverte')).toBe(0);
  });
});
