import { describe, expect, it } from 'vitest';
import { formatDuration, formatSpokenDuration } from './format';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [0.9, '0:00'],
    [7.9, '0:07'],
    [59.99, '0:59'],
    [60, '1:00'],
    [65, '1:05'],
    [750, '12:30'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [36_000 + 61, '10:01:01'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    [null, '0:00'],
    [undefined, '0:00'],
  ])('%j s reads %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe('formatSpokenDuration', () => {
  // Intl writes French units after a no-break space, for some units only: spaces are compared.
  it.each([
    [0, 'fr', '0 seconde'],
    [1, 'fr', '1 seconde'],
    [7.9, 'fr', '7 secondes'],
    [60, 'fr', '1 minute'],
    [65, 'fr', '1 minute et 5 secondes'],
    [3723, 'fr', '1 heure, 2 minutes et 3 secondes'],
    [3600, 'fr', '1 heure'],
    [null, 'fr', '0 seconde'],
    [1, 'en', '1 second'],
    [7, 'en', '7 seconds'],
    [65, 'en', '1 minute, 5 seconds'],
    [7260, 'en', '2 hours, 1 minute'],
    [Number.NaN, 'en', '0 seconds'],
  ] as const)('%j s in %s reads %s', (seconds, language, expected) => {
    expect(formatSpokenDuration(seconds, language).replace(/\s/g, ' ')).toBe(expected);
  });
});
