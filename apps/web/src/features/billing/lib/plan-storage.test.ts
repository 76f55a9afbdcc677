import { describe, expect, it } from 'vitest';
import { planStorageFigures } from './plan-storage';

describe('plan storage on the pricing page (spec 01 §9)', () => {
  it('shows the displayed storage, and the upload quota only where it is smaller', () => {
    expect(planStorageFigures('decouverte', 'fr')).toEqual({
      storage: '5 Go',
      uploadQuota: '500 Mo',
    });
    expect(planStorageFigures('essentiel', 'fr')).toEqual({ storage: '200 Go', uploadQuota: null });
    expect(planStorageFigures('pro', 'fr')).toEqual({ storage: '1 To', uploadQuota: null });
    expect(planStorageFigures('pro', 'en')).toEqual({ storage: '1 TB', uploadQuota: null });
  });
});
