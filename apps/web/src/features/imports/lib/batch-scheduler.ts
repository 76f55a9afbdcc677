export type BatchScheduler = {
  /** Runs `id` once `delayMs` has passed and its batch comes; a second call is ignored. */
  schedule(id: string, delayMs: number): void;
  /** Forgets an id not started yet. */
  cancel(id: string): void;
  /** Forgets everything not started yet. */
  clear(): void;
  isBusy(): boolean;
};

export type BatchSchedulerOptions = {
  readonly batchSize: number;
  /** Read before each pause: quick mode shortens it while the queue runs. */
  readonly pauseMs: () => number;
  readonly run: (id: string) => Promise<void>;
  readonly onBusyChange?: (busy: boolean) => void;
};

/**
 * The analysis rhythm of spec 02 §4.5: each photo waits its start delay, then photos go by
 * batches (both of a batch at once), with a pause after every batch, so the page stays usable
 * while the face model works. A failing run never stops the queue.
 */
export function createBatchScheduler(options: BatchSchedulerOptions): BatchScheduler {
  const delayed = new Map<string, { timer: ReturnType<typeof setTimeout>; due: number }>();
  const ready: string[] = [];
  const running = new Set<string>();
  let looping = false;
  let wasBusy = false;

  const busy = () => delayed.size + ready.length + running.size > 0 || looping;
  const report = () => {
    const now = busy();
    if (now !== wasBusy) {
      wasBusy = now;
      options.onBusyChange?.(now);
    }
  };

  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  async function loop() {
    looping = true;
    report();
    while (ready.length > 0) {
      const batch = ready.splice(0, options.batchSize);
      for (const id of batch) running.add(id);
      await Promise.all(
        batch.map((id) =>
          options
            .run(id)
            .catch(() => undefined)
            .finally(() => running.delete(id)),
        ),
      );
      await sleep(options.pauseMs());
    }
    looping = false;
    report();
  }

  return {
    schedule(id, delayMs) {
      if (delayed.has(id) || ready.includes(id) || running.has(id)) return;
      const due = Date.now() + delayMs;
      const timer = setTimeout(() => {
        // Items due by now join this one, so photos ready together share a batch.
        for (const [other, entry] of delayed) {
          if (entry.due > Date.now()) continue;
          clearTimeout(entry.timer);
          delayed.delete(other);
          ready.push(other);
        }
        if (!looping) void loop();
      }, delayMs);
      delayed.set(id, { timer, due });
      report();
    },
    cancel(id) {
      const entry = delayed.get(id);
      if (entry) clearTimeout(entry.timer);
      delayed.delete(id);
      const index = ready.indexOf(id);
      if (index >= 0) ready.splice(index, 1);
      report();
    },
    clear() {
      for (const entry of delayed.values()) clearTimeout(entry.timer);
      delayed.clear();
      ready.length = 0;
      report();
    },
    isBusy: busy,
  };
}
