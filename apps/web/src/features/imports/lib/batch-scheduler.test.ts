import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatchScheduler } from './batch-scheduler';

type Started = { id: string; at: number };

function setUp(pauseMs = 500, work = 50) {
  const started: Started[] = [];
  const busy: boolean[] = [];
  const scheduler = createBatchScheduler({
    batchSize: 2,
    pauseMs: () => pauseMs,
    run: (id) => {
      started.push({ id, at: Date.now() });
      if (id === 'boom') return Promise.reject(new Error('boom'));
      return new Promise((resolve) => setTimeout(resolve, work));
    },
    onBusyChange: (value) => busy.push(value),
  });
  return { scheduler, started, busy };
}

describe('createBatchScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('starts each item after its delay, two at a time, pausing after every batch', async () => {
    const { scheduler, started, busy } = setUp();
    for (const id of ['a', 'b', 'c', 'd', 'e']) scheduler.schedule(id, 500);
    expect(busy).toEqual([true]);
    await vi.advanceTimersByTimeAsync(499);
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started.map((item) => item.id)).toEqual(['a', 'b']);
    // The batch takes 50 ms, then 500 ms of pause before the next one.
    await vi.advanceTimersByTimeAsync(549);
    expect(started).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(started.slice(2)).toEqual([
      { id: 'c', at: 1050 },
      { id: 'd', at: 1050 },
    ]);
    await vi.advanceTimersByTimeAsync(550);
    expect(started.at(-1)).toEqual({ id: 'e', at: 1600 });
    await vi.advanceTimersByTimeAsync(550);
    expect(scheduler.isBusy()).toBe(false);
    expect(busy).toEqual([true, false]);
  });

  it('uses the short pause of quick mode', async () => {
    const { scheduler, started } = setUp(100, 10);
    for (const id of ['a', 'b', 'c']) scheduler.schedule(id, 0);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(110);
    expect(started.map((item) => [item.id, item.at])).toEqual([
      ['a', 0],
      ['b', 0],
      ['c', 110],
    ]);
  });

  it('goes on after a failing item, runs an item once, and forgets cancelled ones', async () => {
    const { scheduler, started } = setUp(500, 10);
    scheduler.schedule('boom', 0);
    scheduler.schedule('boom', 0);
    scheduler.schedule('x', 0);
    scheduler.schedule('gone', 0);
    scheduler.cancel('gone');
    scheduler.schedule('later', 100);
    await vi.advanceTimersByTimeAsync(2000);
    expect(started.map((item) => item.id)).toEqual(['boom', 'x', 'later']);
    expect(started.at(-1)!.at).toBe(510);
  });

  it('clear forgets everything not started', async () => {
    const { scheduler, started } = setUp();
    scheduler.schedule('a', 500);
    scheduler.schedule('b', 500);
    scheduler.clear();
    await vi.advanceTimersByTimeAsync(2000);
    expect(started).toEqual([]);
    expect(scheduler.isBusy()).toBe(false);
  });
});
