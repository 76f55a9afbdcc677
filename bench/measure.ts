export interface Benchmark<Context = unknown> {
  name: string;
  description: string;
  baselineLabel: string;
  candidateLabel: string;
  rounds: number;
  /** The goal for this figure, printed beside the measurement. */
  goal?: string;
  setup(): Promise<Context>;
  /** Timed; a run that returns a number gives that sample instead (e.g. a simulated LCP). */
  baseline(context: Context): Promise<void | number>;
  candidate(context: Context): Promise<void | number>;
  teardown(context: Context): Promise<void>;
  /** Extra lines after the ratio (throughput, memory), read before teardown. */
  report?(context: Context, candidate: Measurement): Promise<string[]>;
}

export interface Measurement {
  medianMs: number;
  samplesMs: number[];
}

// Median of several rounds after one warm-up: robust to a stray GC pause or fsync stall.
export async function measure(
  run: () => Promise<void | number>,
  rounds: number,
): Promise<Measurement> {
  await run();
  const samplesMs: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    const sample = await run();
    samplesMs.push(typeof sample === 'number' ? sample : performance.now() - start);
  }
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const medianMs =
    sorted.length % 2 === 0 ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[middle]!;
  return { medianMs, samplesMs };
}

export function formatResult(
  benchmark: Pick<Benchmark, 'name' | 'description' | 'baselineLabel' | 'candidateLabel' | 'goal'>,
  baseline: Measurement,
  candidate: Measurement,
): string {
  const ratio = candidate.medianMs / baseline.medianMs;
  return [
    `${benchmark.name}: ${benchmark.description}`,
    `  baseline  ${benchmark.baselineLabel}: ${baseline.medianMs.toFixed(1)} ms (median of ${baseline.samplesMs.length})`,
    `  candidate ${benchmark.candidateLabel}: ${candidate.medianMs.toFixed(1)} ms (median of ${candidate.samplesMs.length})`,
    `  ratio candidate/baseline: ${ratio.toFixed(2)}x`,
    ...(benchmark.goal ? [`  goal: ${benchmark.goal}`] : []),
  ].join('\n');
}
