import { describe, expect, it } from 'vitest';
import { storageGridColumns } from './grid-columns';

describe('storageGridColumns', () => {
  it.each([
    [0, 1],
    [299, 1],
    [300, 2],
    [460, 3],
    [620, 4],
    [779, 4],
    [780, 5],
    [2000, 5],
  ])('gives %i px %i columns', (width, columns) => {
    expect(storageGridColumns(width)).toBe(columns);
  });
});
