import { baseURL } from './support/accounts';
import { expect, test } from './support/fixtures';
import { describeLighthouse, measureWithLighthouse } from './support/lighthouse';

// Issue 21: Lighthouse 12's mobile preset on the production build served by the real server,
// on the two pages a visitor meets first. Accessibility does not depend on the machine, so it is
// held to 100. Performance does: simulated throttling multiplies the CPU time measured here, and
// the same build scored /auth 80-87 on the machine of 2026-11-25 but 56-65 on that of 2026-11-28
// (bench/README.md). The suite therefore keeps only a floor against a gross regression (a page
// that stops being prerendered or compressed loses far more); the goal of 90 is reported by
// `npm run lighthouse -w bench` for every public page.
const MIN_PERFORMANCE = 45;

test('Lighthouse mobile: /landing and /auth, accessibility 100 and performance above the floor', async () => {
  test.setTimeout(240_000);
  const scores = await measureWithLighthouse([`${baseURL}/landing`, `${baseURL}/auth`]);
  for (const score of scores) {
    console.log(describeLighthouse(score));
    expect(score.textCompressed, score.url).toBe(true);
    expect(score.accessibility, describeLighthouse(score)).toBe(100);
    expect(score.performance, describeLighthouse(score)).toBeGreaterThanOrEqual(MIN_PERFORMANCE);
  }
});
