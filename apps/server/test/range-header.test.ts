import { describe, expect, it } from 'vitest';
import { parseRangeHeader } from '../src/platform/http/range';

describe('parseRangeHeader', () => {
  it('reads closed, open-ended and suffix ranges, clamped to the size', () => {
    expect(parseRangeHeader('bytes=0-99', 1000)).toEqual({ kind: 'range', start: 0, end: 99 });
    expect(parseRangeHeader('bytes=900-', 1000)).toEqual({ kind: 'range', start: 900, end: 999 });
    expect(parseRangeHeader('bytes=900-5000', 1000)).toEqual({
      kind: 'range',
      start: 900,
      end: 999,
    });
    expect(parseRangeHeader('bytes=-100', 1000)).toEqual({ kind: 'range', start: 900, end: 999 });
    expect(parseRangeHeader('bytes=-5000', 1000)).toEqual({ kind: 'range', start: 0, end: 999 });
  });

  it('reports ranges that start past the end as unsatisfiable', () => {
    expect(parseRangeHeader('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRangeHeader('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRangeHeader('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores what it does not honour, so the whole body is sent', () => {
    expect(parseRangeHeader(undefined, 1000)).toEqual({ kind: 'none' });
    expect(parseRangeHeader('bytes=0-1,5-6', 1000)).toEqual({ kind: 'none' });
    expect(parseRangeHeader('bytes=5-2', 1000)).toEqual({ kind: 'none' });
    expect(parseRangeHeader('items=0-5', 1000)).toEqual({ kind: 'none' });
    expect(parseRangeHeader('bytes=-', 1000)).toEqual({ kind: 'none' });
  });
});
