import { describe, expect, it } from 'vitest';
import { groupByTime, isWithinTimeGroupingWindow } from './time-grouping';

const MINUTE = 60_000;
const at = (minutes: number) => ({ id: `m${minutes}`, time: minutes * MINUTE });
const ids = (groups: { id: string }[][]) => groups.map((group) => group.map((item) => item.id));

describe('groupByTime', () => {
  it('joins items exactly 5 minutes apart and splits one millisecond later', () => {
    expect(ids(groupByTime([at(0), at(5)], (item) => item.time))).toEqual([['m0', 'm5']]);
    const split = groupByTime(
      [
        { id: 'a', time: 0 },
        { id: 'b', time: 5 * MINUTE + 1 },
      ],
      (item) => item.time,
    );
    expect(ids(split)).toEqual([['a'], ['b']]);
  });

  it('chains neighbours: a series every 3 minutes stays one group', () => {
    const series = [0, 3, 6, 9, 12, 15].map(at);
    expect(ids(groupByTime(series, (item) => item.time))).toEqual([
      ['m0', 'm3', 'm6', 'm9', 'm12', 'm15'],
    ]);
  });

  it('sorts by time first and keeps input order for equal times', () => {
    const items = [at(20), { id: 'same-a', time: 0 }, at(2), { id: 'same-b', time: 0 }];
    expect(ids(groupByTime(items, (item) => item.time))).toEqual([
      ['same-a', 'same-b', 'm2'],
      ['m20'],
    ]);
  });

  it('leaves out items without a valid time and handles empty input', () => {
    expect(ids(groupByTime([at(1), { id: 'x', time: Number.NaN }], (item) => item.time))).toEqual([
      ['m1'],
    ]);
    expect(groupByTime([], (item: { time: number }) => item.time)).toEqual([]);
  });

  it('accepts another window', () => {
    expect(ids(groupByTime([at(0), at(2)], (item) => item.time, MINUTE))).toEqual([['m0'], ['m2']]);
  });
});

describe('isWithinTimeGroupingWindow', () => {
  it('is symmetric and inclusive at 5 minutes', () => {
    expect(isWithinTimeGroupingWindow(0, 5 * MINUTE)).toBe(true);
    expect(isWithinTimeGroupingWindow(5 * MINUTE, 0)).toBe(true);
    expect(isWithinTimeGroupingWindow(0, 5 * MINUTE + 1)).toBe(false);
    expect(isWithinTimeGroupingWindow(0, Number.NaN)).toBe(false);
  });
});
