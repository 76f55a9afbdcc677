import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import {
  LANDING_SCREENSHOT_IDS,
  LANDING_SCREENSHOT_SIZES,
  landingScreenshotFile,
  type LandingScreenshotId,
  type LandingScreenshotSize,
} from '../src/features/marketing/content/landing-screenshots';
import { createAccount, signIn } from './support/accounts';
import { createDemoPatient, demoPortraitJpeg, uploadDemoPhoto } from './support/demo-media';
import { expect, test, type Language } from './support/fixtures';

// The landing page's screenshots, taken from the real app on a demonstration account with
// neutral illustrated portraits. In the suite they go to a temporary folder, which proves the
// pages still render for them; `npm run screenshots` sets LANDING_SCREENSHOTS_DIR to
// apps/web/public/landing and the images are committed (decision 0031).

const outputDir = process.env.LANDING_SCREENSHOTS_DIR
  ? resolve(process.env.LANDING_SCREENSHOTS_DIR)
  : null;

const demoPatients = [
  { prenom: 'Élise', nom: 'Moreau', date_naissance: '1984-03-12', tags: ['Botox', 'Front'] },
  { prenom: 'Karim', nom: 'Benali', date_naissance: '1979-09-30', tags: ['Acide hyaluronique'] },
  { prenom: 'Jeanne', nom: 'Lefèvre', date_naissance: '1991-06-05', tags: ['Lèvres'] },
  { prenom: 'Thomas', nom: 'Garnier', date_naissance: '1968-11-21', tags: ['Cernes'] },
  { prenom: 'Sofia', nom: 'Rossi', date_naissance: '1995-01-17', tags: ['Botox'] },
  { prenom: 'Paul', nom: 'Dumont', date_naissance: '1957-07-08', tags: ['Suivi'] },
];

// Three sessions of the first patient, two of the others: day, hour, zone.
const sessions: [day: string, hour: string, zone: string][] = [
  ['2026:09:14', '10:05', 'Front'],
  ['2026:10:12', '14:30', 'Front'],
  ['2026:11:09', '09:40', 'Front'],
];

type Shot = {
  id: LandingScreenshotId;
  path: string;
  ready: string;
  /** An element to bring to the top of the screen before the capture. */
  scrollTo?: string;
};

test('the landing screenshots are taken from the real app', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const account = await createAccount({ firstName: 'Claire', lastName: 'Fontaine' });
  await signIn(page, account);
  const session = (await (await page.request.get('/api/v1/account/session')).json()) as {
    user: { id: string };
  };

  const patients = [];
  for (const [index, patient] of demoPatients.entries()) {
    const record = await createDemoPatient(page, patient);
    patients.push(record);
    const count = index === 0 ? sessions.length : 2;
    for (const [day, hour, zone] of sessions.slice(0, count)) {
      for (const turned of [false, true]) {
        await uploadDemoPhoto(page, {
          name: `${patient.nom}-${day.replaceAll(':', '')}-${turned ? 'profil' : 'face'}.jpg`,
          bytes: await demoPortraitJpeg({
            seed: index,
            turned,
            takenAt: `${day} ${hour}:${turned ? '40' : '10'}`,
            offset: '+01:00',
          }),
          patientId: record.id,
          zone: index === 0 ? zone : patient.tags[0],
        });
      }
    }
  }

  const shots: Shot[] = [
    { id: 'patients', path: '/patients', ready: 'page-patients-list' },
    {
      id: 'patient',
      path: `/patient/${patients[0]!.id}`,
      ready: 'page-patient-details',
      scrollTo: 'patient-media-timeline',
    },
    { id: 'gallery', path: '/patients/photos', ready: 'page-patients-photos' },
  ];
  expect(shots.map((shot) => shot.id)).toEqual([...LANDING_SCREENSHOT_IDS]);

  const dir = outputDir ?? (await mkdtemp(join(tmpdir(), 'photodossier-landing-')));
  await mkdir(dir, { recursive: true });
  try {
    const state = await page.context().storageState();
    for (const language of ['fr', 'en'] as const) {
      for (const size of Object.keys(LANDING_SCREENSHOT_SIZES) as LandingScreenshotSize[]) {
        await takeShots(browser, { state, language, size, userId: session.user.id, shots, dir });
      }
    }
  } finally {
    if (!outputDir) await rm(dir, { recursive: true, force: true });
  }
});

async function takeShots(
  browser: Browser,
  options: {
    state: Awaited<ReturnType<BrowserContext['storageState']>>;
    language: Language;
    size: LandingScreenshotSize;
    userId: string;
    shots: Shot[];
    dir: string;
  },
) {
  const { width, height } = LANDING_SCREENSHOT_SIZES[options.size];
  const context = await browser.newContext({
    storageState: options.state,
    viewport: { width, height },
    deviceScaleFactor: 1,
  });
  // A fresh practitioner's banners (two-factor, installation) would hide what the app does.
  await context.addInitScript(
    ([language, userId]) => {
      localStorage.setItem('i18nextLng', language);
      localStorage.setItem('photodossier-theme', 'light');
      sessionStorage.setItem(`photodossier-mfa-banner-dismissed:${userId}`, 'true');
    },
    [options.language, options.userId] as const,
  );
  const page = await context.newPage();
  try {
    for (const shot of options.shots) {
      await page.goto(shot.path);
      await expect(page.getByTestId(shot.ready)).toBeVisible();
      await expect(page.getByTestId('mfa-banner')).toHaveCount(0);
      if (shot.scrollTo) {
        // Just under the sticky header, so the record's photos fill the capture.
        await page
          .getByTestId(shot.scrollTo)
          .evaluate((element) =>
            window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 88),
          );
      }
      await page.waitForLoadState('networkidle');
      await expect
        .poll(() =>
          page.evaluate(() =>
            Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
          ),
        )
        .toBe(true);
      const png = await page.screenshot();
      const webp = await sharp(png).webp({ quality: 78 }).toBuffer();
      const stats = await sharp(webp).stats();
      const meta = await sharp(webp).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
      // A blank or single-colour capture means the page did not render.
      expect(Math.max(...stats.channels.map((channel) => channel.stdev))).toBeGreaterThan(10);
      await writeFile(
        join(options.dir, landingScreenshotFile(shot.id, options.language, options.size)),
        webp,
      );
    }
  } finally {
    await context.close();
  }
}
