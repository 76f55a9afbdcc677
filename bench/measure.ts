export interface Benchmark<Context = unknown> {
  name: string;
  description: string;
  baselineLabel: string;
  candidateLabel: string;
  rounds: number;
  setup(): Promise<Context>;
  baseline(context: Context): Promise<void>;
  candidate(context: Context): Promise<void>;
  teardown(context: Context): Promise<void>;
  /** Extra lines after the ratio (throughput, memory), read before teardown. */
  report?(context: Context, candidate: Measurement): Promise<string[]>;
}

export interface Measurement {
  medianMs: number;
  samplesMs: number[];
}

// Median of several rounds after one warm-up: robust to a stray GC pause or fsync stall.
export async function measure(run: () => Promise<void>, rounds: number): Promise<Measurement> {
  await run();
  const samplesMs: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = performance.now();
    await run();
    samplesMs.push(performance.now() - start);
  }
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const medianMs =
    sorted.length % 2 === 0 ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[middle]!;
  return { medianMs, samplesMs };
}

export function formatResult(
  benchmark: Pick<Benchmark, 'name' | 'description' | 'baselineLabel' | 'candidateLabel'>,
  baseline: Measurement,
  candidate: Measurement,
): string {
  const ratio = candidate.medianMs / baseline.medianMs;
  return [
    `${benchmark.name}: ${benchmark.description}`,
    `  baseline  ${benchmark.baselineLabel}: ${baseline.medianMs.toFixed(1)} ms (median of ${baseline.samplesMs.length})`,
    `  candidate ${benchmark.candidateLabel}: ${candidate.medianMs.toFixed(1)} ms (median of ${candidate.samplesMs.length})`,
    `  ratio candidate/baseline: ${ratio.toFixed(2)}x`,
  ].join('\n');
}
