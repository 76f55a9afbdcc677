// Lighthouse 12 in Debian's Chromium, with the same flags as the E2E runs: the one place that
// says how a Lighthouse measurement is made, for the E2E checks and the benches alike. Mobile
// preset (Moto G Power, slow 4G, 4x CPU, simulated throttling), Lighthouse's default.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutablePath } from './chromium';

export interface LighthouseFigures {
  readonly url: string;
  /** Where the page ended (a signed-out /patients ends on /auth). */
  readonly finalUrl: string;
  /** 0-100. */
  readonly performance: number;
  /** 0-100, or null when the category was not asked for. */
  readonly accessibility: number | null;
  /** The metrics behind the performance score, in ms (CLS unitless). */
  readonly metrics: Readonly<Record<'fcp' | 'lcp' | 'tbt' | 'cls' | 'si', number>>;
  /** Whether the "enable text compression" audit passes. */
  readonly textCompressed: boolean;
  /** Accessibility audits that failed, by id, so a failure says what to fix. */
  readonly failedAccessibilityAudits: readonly string[];
}

export interface LighthouseOptions {
  /** Sent with every request: opens the pages signed in. */
  readonly cookie?: string;
  readonly language?: string;
  /** Measure accessibility too (default true). */
  readonly accessibility?: boolean;
}

const metricAudits = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;

/**
 * Measures each URL, one after the other, in one headless Chromium (Lighthouse clears the
 * origin's storage before each load).
 */
export async function measureWithLighthouse(
  urls: readonly string[],
  { cookie, language = 'fr-FR', accessibility = true }: LighthouseOptions = {},
): Promise<LighthouseFigures[]> {
  const chrome = await launch({
    chromePath: chromiumExecutablePath,
    // Headless Chromium takes navigator.languages from --accept-lang, not --lang: without it
    // the page is read as English and a French visitor's prerendered page is never measured.
    chromeFlags: [
      '--headless=new',
      ...chromiumArgs,
      `--lang=${language}`,
      `--accept-lang=${language}`,
    ],
  });
  try {
    const results: LighthouseFigures[] = [];
    for (const url of urls) {
      const runner = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: accessibility ? ['performance', 'accessibility'] : ['performance'],
        ...(cookie ? { extraHeaders: { cookie } } : {}),
      });
      if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = runner;
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const accessibilityAuditIds = (lhr.categories.accessibility?.auditRefs ?? []).map(
        (ref) => ref.id,
      );
      results.push({
        url,
        finalUrl: lhr.finalDisplayedUrl,
        performance: score('performance'),
        accessibility: accessibility ? score('accessibility') : null,
        metrics: Object.fromEntries(
          Object.entries(metricAudits).map(([key, audit]) => [
            key,
            lhr.audits[audit]?.numericValue ?? Number.NaN,
          ]),
        ) as LighthouseFigures['metrics'],
        textCompressed: lhr.audits['uses-text-compression']?.score === 1,
        failedAccessibilityAudits: accessibilityAuditIds.filter((id) => {
          const audit = lhr.audits[id];
          return audit !== undefined && audit.score !== null && audit.score < 1;
        }),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

export function describeLighthouse(figures: LighthouseFigures): string {
  const { fcp, lcp, tbt, cls, si } = figures.metrics;
  return (
    `${figures.url}: performance ${figures.performance}` +
    (figures.accessibility === null ? '' : `, accessibility ${figures.accessibility}`) +
    ` (FCP ${Math.round(fcp)} ms, LCP ${Math.round(lcp)} ms, TBT ${Math.round(tbt)} ms, ` +
    `CLS ${cls.toFixed(3)}, SI ${Math.round(si)} ms)` +
    (figures.failedAccessibilityAudits.length > 0
      ? ` failed: ${figures.failedAccessibilityAudits.join(', ')}`
      : '')
  );
}
