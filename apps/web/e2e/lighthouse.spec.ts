import { baseURL } from './support/accounts';
import { expect, test } from './support/fixtures';
import { describeLighthouse, measureWithLighthouse } from './support/lighthouse';

// Issue 21: Lighthouse 12's mobile preset on the production build served by the real server.
// Every public route is measured by `npm run lighthouse -w bench`; the suite holds the two a
// visitor meets first to the bar.
test('Lighthouse mobile: /landing and /auth perform at 90 or more with accessibility 100', async () => {
  test.setTimeout(240_000);
  const scores = await measureWithLighthouse([`${baseURL}/landing`, `${baseURL}/auth`]);
  for (const score of scores) {
    console.log(describeLighthouse(score));
    expect(score.accessibility, describeLighthouse(score)).toBe(100);
    expect(score.performance, describeLighthouse(score)).toBeGreaterThanOrEqual(90);
  }
});
