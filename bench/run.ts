// Benchmarks print a ratio against a baseline measured in the same run on the same machine,
// so results stay comparable across machines and noisy neighbours.
import { archiveBenchmarks } from './archive-suites';
import { backgroundRemovalBenchmarks } from './background-removal-browser';
import { cameraFolderScanBenchmarks } from './camera-folder-scan';
import { comparisonExportBenchmarks } from './comparison-export-browser';
import { driveBenchmarks } from './drive-suites';
import { browserFaceBenchmarks } from './face-embedding-browser';
import { faceMatchingBenchmarks } from './face-matching-suites';
import { firstLoadBenchmarks } from './first-load';
import { galleryScrollBenchmarks } from './gallery-scroll';
import { importBenchmarks } from './import-suites';
import { mediaBenchmarks } from './media-suites';
import { serverStartBenchmarks } from './server-start';
import { storageStatsBenchmarks } from './storage-stats';
import { benchmarks as storageBenchmarks } from './suites';

const benchmarks = [
  ...storageBenchmarks,
  ...mediaBenchmarks,
  ...archiveBenchmarks,
  ...storageStatsBenchmarks,
  ...faceMatchingBenchmarks,
  ...importBenchmarks,
  ...driveBenchmarks,
  ...browserFaceBenchmarks,
  ...backgroundRemovalBenchmarks,
  ...comparisonExportBenchmarks,
  ...serverStartBenchmarks,
  ...firstLoadBenchmarks,
  ...galleryScrollBenchmarks,
  ...cameraFolderScanBenchmarks,
];
import { measure, formatResult } from './measure';

const only = process.argv[2];
const selected = only ? benchmarks.filter((b) => b.name === only) : benchmarks;
if (selected.length === 0) {
  console.error(`Unknown benchmark "${only}". Known: ${benchmarks.map((b) => b.name).join(', ')}`);
  process.exit(2);
}

for (const benchmark of selected) {
  const context = await benchmark.setup();
  try {
    const baseline = await measure(() => benchmark.baseline(context), benchmark.rounds);
    const candidate = await measure(() => benchmark.candidate(context), benchmark.rounds);
    console.log(formatResult(benchmark, baseline, candidate));
    for (const line of (await benchmark.report?.(context, candidate)) ?? []) console.log(line);
  } finally {
    await benchmark.teardown(context);
  }
}
