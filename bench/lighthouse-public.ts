// Lighthouse 12 (mobile preset) on the public routes of spec 02 §2.1, against the production
// web build served by the real server: `npm run lighthouse -w bench`. Scores are already
// normalised by Lighthouse's simulated throttling, so they are printed as they are against the
// goal (performance 90, accessibility 100); the E2E suite's lighthouse spec holds /landing and
// /auth to accessibility 100 and to a performance floor.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeLighthouse, measureWithLighthouse } from '../apps/web/e2e/support/lighthouse';
import { startBenchServer } from './server-process';

const PUBLIC_PATHS = [
  '/landing',
  '/pricing',
  '/legal',
  '/privacy',
  '/terms',
  '/cookies',
  '/help',
  '/changelog',
  '/app',
  '/auth',
];

const only = process.argv.slice(2);
const dataDir = await mkdtemp(path.join(tmpdir(), 'photodossier-lighthouse-'));
const server = await startBenchServer(dataDir);
try {
  const scores = await measureWithLighthouse(
    (only.length > 0 ? only : PUBLIC_PATHS).map((route) => `${server.url}${route}`),
  );
  for (const score of scores) console.log(describeLighthouse(score));
  const below = scores.filter(
    (score) => score.performance < 90 || (score.accessibility ?? 0) < 100,
  );
  console.log(
    below.length === 0
      ? 'every page: performance ≥ 90, accessibility 100'
      : `below performance 90 or accessibility 100: ${below.map((s) => new URL(s.url).pathname).join(', ')}`,
  );
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
