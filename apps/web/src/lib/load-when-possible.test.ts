import { afterEach, expect, it, vi } from 'vitest';
import { LOAD_RETRY_MAX_MS, loadWhenOnline, loadWhenPossible } from './load-when-possible';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('keeps waiting through failed loads and tries again when the browser is back online', async () => {
  const load = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValueOnce('loaded');
  const settled = vi.fn();
  void loadWhenPossible(load).then(settled, settled);
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  await Promise.resolve();
  expect(settled).not.toHaveBeenCalled();

  window.dispatchEvent(new Event('online'));
  await vi.waitFor(() => expect(settled).toHaveBeenCalledWith('loaded'));
  expect(load).toHaveBeenCalledTimes(2);
});

it('tries again after a growing delay while the browser stays online, at most a minute', async () => {
  vi.useFakeTimers();
  const load = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('404'));
  void loadWhenPossible(load);
  await vi.advanceTimersByTimeAsync(0);
  expect(load).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(5_000);
  expect(load).toHaveBeenCalledTimes(2);
  await vi.advanceTimersByTimeAsync(10_000);
  expect(load).toHaveBeenCalledTimes(3);
  for (let step = 0; step < 6; step += 1) await vi.advanceTimersByTimeAsync(LOAD_RETRY_MAX_MS);
  const calls = load.mock.calls.length;
  await vi.advanceTimersByTimeAsync(LOAD_RETRY_MAX_MS);
  expect(load).toHaveBeenCalledTimes(calls + 1);
});

it("a navigation's load that fails offline waits for the connection, then goes on", async () => {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const load = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValueOnce('page');
  const settled = vi.fn();
  void loadWhenOnline(load).then(settled, settled);
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  await Promise.resolve();
  expect(settled).not.toHaveBeenCalled();

  onLine.mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
  await vi.waitFor(() => expect(settled).toHaveBeenCalledWith('page'));
  expect(load).toHaveBeenCalledTimes(2);
});

it("a navigation's load that fails online fails at once, for the route's error page", async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  const load = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('404'));
  await expect(loadWhenOnline(load)).rejects.toThrow('404');
  expect(load).toHaveBeenCalledTimes(1);
});
