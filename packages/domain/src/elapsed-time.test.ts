import { describe, expect, it } from 'vitest';
import { elapsedBetween } from './elapsed-time';

const at = (iso: string) => Date.parse(iso);

describe('elapsedBetween', () => {
  it('counts calendar months, then years', () => {
    expect(elapsedBetween(at('2025-01-15T10:00:00Z'), at('2025-04-15T09:00:00Z'))).toEqual({
      unit: 'month',
      count: 3,
    });
    expect(elapsedBetween(at('2025-01-31T00:00:00Z'), at('2025-03-30T00:00:00Z'))).toEqual({
      unit: 'month',
      count: 1,
    });
    expect(elapsedBetween(at('2023-06-01T00:00:00Z'), at('2025-07-01T00:00:00Z'))).toEqual({
      unit: 'year',
      count: 2,
    });
  });

  it('counts weeks and days under a month, whatever the order', () => {
    expect(elapsedBetween(at('2025-03-20T00:00:00Z'), at('2025-03-01T00:00:00Z'))).toEqual({
      unit: 'week',
      count: 2,
    });
    expect(elapsedBetween(at('2025-03-01T00:00:00Z'), at('2025-03-04T12:00:00Z'))).toEqual({
      unit: 'day',
      count: 3,
    });
  });
});
