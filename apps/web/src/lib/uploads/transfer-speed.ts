// Speed over the last few seconds, so one slow or fast chunk does not make the figure jump.
const WINDOW_MS = 3000;
const MIN_SPAN_MS = 250;

type Sample = { at: number; bytes: number };

export class TransferSpeed {
  private samples: Sample[] = [];

  /** Records a progress event and returns the current speed in bytes per second. */
  record(bytes: number, at: number = Date.now()): number {
    this.samples.push({ at, bytes });
    while (this.samples.length > 2 && at - (this.samples[0]?.at ?? at) > WINDOW_MS) {
      this.samples.shift();
    }
    const first = this.samples[0];
    if (!first || at - first.at < MIN_SPAN_MS) return 0;
    return Math.max(0, ((bytes - first.bytes) * 1000) / (at - first.at));
  }

  reset(): void {
    this.samples = [];
  }
}
