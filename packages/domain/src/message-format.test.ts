import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholdersOf } from './message-format';

describe('fillPlaceholders', () => {
  it('replaces every occurrence and keeps unknown names', () => {
    expect(fillPlaceholders('{a} and {a}, {b}', { a: 1 })).toBe('1 and 1, {b}');
    expect(fillPlaceholders('{n}%', { n: 0 })).toBe('0%');
    expect(fillPlaceholders('{toString}', {})).toBe('{toString}');
  });
});

describe('placeholdersOf', () => {
  it('lists names sorted, with repeats', () => {
    expect(placeholdersOf('{x}/{n} {k} {x}')).toEqual(['k', 'n', 'x', 'x']);
    expect(placeholdersOf('none')).toEqual([]);
  });
});
