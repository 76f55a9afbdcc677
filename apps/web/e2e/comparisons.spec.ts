import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ComparisonRecord } from '@photodossier/domain/comparison';
import { applyPlacement } from '@photodossier/domain/comparison-alignment';
import type { StorageStats } from '@photodossier/domain/storage-stats';
import ffprobe from '@ffprobe-installer/ffprobe';
import type { Download, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { baseURL, createAccount, signIn, type Account } from './support/accounts';
import {
  comparisonPhotos,
  patientWithTwoSessions,
  type ComparisonPhotos,
} from './support/comparison-fixtures';
import { e2eDataDir } from './support/e2e-environment.mjs';
import { setPlan } from './support/plans';
import { createShare, postShare } from './support/shares';
import { expect, test, text, usePreferences } from './support/fixtures';

// Issue 15: compare two sessions of a real face, aligned on the eyes; export PNG, GIF and video
// and check them by decoding; save an export to the record; share by link, open it without an
// account, revoke it, let it expire; the plan decides the watermark and link creation.

const fr = (key: string) => text('fr', key);
const run = promisify(execFile);

let photos: ComparisonPhotos;
let pro: Account;
let decouverte: Account;
/** Made by the first test, used by the next ones (serial). */
let proPng: Buffer;
let proPatientId = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  photos = await comparisonPhotos();
  pro = await createAccount({ firstName: 'Paul', lastName: 'Pro' });
  decouverte = await createAccount({ firstName: 'Dora', lastName: 'Découverte' });
  await setPlan(browser, pro, 'pro');
});

async function openComparison(page: Page, patientId: string) {
  await page.goto(`/patient/${patientId}`);
  await page.getByRole('link', { name: fr('patients.details.compare') }).click();
  await expect(page).toHaveURL(new RegExp(`/patient/${patientId}/compare`));
  // The face worker loads its models on the first photo: allow for it.
  await expect(page.getByTestId('alignment-status')).toHaveAttribute('data-status', 'eyes', {
    timeout: 60_000,
  });
}

async function exportFile(
  page: Page,
  format: 'png' | 'jpeg' | 'gif' | 'video',
): Promise<{ bytes: Buffer; download: Download }> {
  await page.getByRole('button', { name: fr('comparisons.actions.export') }).click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.getByTestId(`export-format-${format}`).click();
  if (format === 'gif' || format === 'video') {
    await dialog.getByLabel(fr('comparisons.export.duration')).selectOption('2');
  }
  await dialog.getByTestId('export-start').click();
  const link = dialog.getByTestId('export-download');
  await expect(link).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  return { bytes: await readFile(path), download };
}

async function closeDialog(page: Page) {
  await page
    .getByTestId('export-dialog')
    .getByRole('button', { name: fr('app.close') })
    .click();
}

async function storageUsed(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/storage/stats?refresh=1');
  return ((await response.json()) as StorageStats).used_bytes;
}

test('compare: modes, eye alignment within 3 % of the face, exports decoded, saved to the record', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await usePreferences(page, 'fr');
  await signIn(page, pro);
  const { patientId, photoIds } = await patientWithTwoSessions(page, photos);
  await openComparison(page, patientId);

  // The two sessions are preselected, before then after, labelled with the time between them.
  const stage = page.getByTestId('stage-before-after');
  await expect(stage).toBeVisible();
  await expect(stage).toContainText('Avant · 10 janv. 2025');
  await expect(stage).toContainText('Après · 12 avr. 2025 · +3 mois');

  // The divider follows the keyboard.
  const divider = page.getByTestId('comparison-divider');
  await divider.focus();
  await page.keyboard.press('End');
  await expect(divider).toHaveAttribute('aria-valuenow', '100');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('Home');
  await expect(divider).toHaveAttribute('aria-valuenow', '0');
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('PageDown');
  await expect(divider).toHaveAttribute('aria-valuenow', '50');

  for (const mode of ['side_by_side', 'overlay', 'before_after'] as const) {
    await page.getByTestId(`mode-${mode}`).click();
    const modeStage = page.getByTestId(`stage-${mode.replace(/_/g, '-')}`);
    await expect(modeStage).toBeVisible();
    await expect(modeStage.getByTestId('placed-media').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`mode-${mode}.png`), fullPage: true });
  }

  // Saved with its alignment; the placements put the second session's eyes on the first's.
  await page.getByLabel(fr('comparisons.actions.titleLabel')).fill('Visage J0 / M3');
  await page.getByRole('button', { name: fr('comparisons.actions.save') }).click();
  await expect(page.getByText(fr('comparisons.actions.saved'))).toBeVisible();
  const list = await page.request.get(`/api/v1/patients/${patientId}/comparisons`);
  const [saved] = ((await list.json()) as { items: ComparisonRecord[] }).items;
  expect(saved?.photos.map((photo) => photo.photo_id)).toEqual(photoIds);
  const [first, second] = saved?.photos ?? [];
  if (!first?.eyes || !second?.eyes || !first.face_width) throw new Error('no eyes found');
  // Photo units are pixels / width of the display copy; both photos are square 600 px files.
  const preview = await sharp(
    await (await page.request.get(`/api/v1/photos/${photoIds[0]}/preview`)).body(),
  ).metadata();
  const unit = preview.width ?? 600;
  const faceWidth = first.face_width * first.placement.scale;
  for (const eye of [first.eyes.left, first.eyes.right]) {
    // Where this eye truly is on the second session (sharp's known move), then both in the frame.
    const truth = photos.toAfter({
      x: (eye.x * unit * 600) / unit,
      y: (eye.y * unit * 600) / unit,
    });
    const inFrameFirst = applyPlacement(eye, first.placement);
    const inFrameSecond = applyPlacement({ x: truth.x / 600, y: truth.y / 600 }, second.placement);
    const distance = Math.hypot(inFrameFirst.x - inFrameSecond.x, inFrameFirst.y - inFrameSecond.y);
    expect(distance / faceWidth).toBeLessThan(0.03);
  }

  // PNG: the comparison's frame, metadata of the originals gone.
  const png = await exportFile(page, 'png');
  proPng = png.bytes;
  proPatientId = patientId;
  const pngMeta = await sharp(png.bytes).metadata();
  expect(pngMeta.format).toBe('png');
  expect(Math.max(pngMeta.width ?? 0, pngMeta.height ?? 0)).toBe(1080);
  expect(pngMeta.exif).toBeUndefined();
  const sourceMeta = await sharp(photos.before).metadata();
  expect(sourceMeta.exif?.length ?? 0).toBeGreaterThan(0);

  // Saved to the record: one more photo, and the storage figures grow by its size.
  const usedBefore = await storageUsed(page);
  await page
    .getByTestId('export-dialog')
    .getByRole('button', { name: fr('comparisons.export.saveToRecord') })
    .click();
  await expect
    .poll(
      async () => {
        const response = await page.request.get(
          `/api/v1/photos?scope=patient&patient_id=${patientId}`,
        );
        return (
          (await response.json()) as {
            items: { upload_source: string | null; file_size: number }[];
          }
        ).items.filter((item) => item.upload_source === 'comparison_export');
      },
      { timeout: 30_000 },
    )
    .toHaveLength(1);
  const stored = await page.request.get(`/api/v1/photos?scope=patient&patient_id=${patientId}`);
  const exported = (
    (await stored.json()) as {
      items: { upload_source: string | null; file_size: number; file_type: string }[];
    }
  ).items.find((item) => item.upload_source === 'comparison_export');
  expect(exported?.file_type).toBe('image/png');
  expect(await storageUsed(page)).toBe(usedBefore + (exported?.file_size ?? 0));
  await closeDialog(page);

  // JPEG: no EXIF or GPS either.
  const jpeg = await exportFile(page, 'jpeg');
  expect((await sharp(jpeg.bytes).metadata()).exif).toBeUndefined();
  await closeDialog(page);

  // GIF: several frames that loop, at the chosen size.
  const gif = await exportFile(page, 'gif');
  const gifMeta = await sharp(gif.bytes, { animated: true }).metadata();
  expect(gifMeta.format).toBe('gif');
  expect(gifMeta.pages ?? 0).toBeGreaterThan(1);
  expect(Math.max(gifMeta.width ?? 0, gifMeta.pageHeight ?? 0)).toBe(1080);
  expect(gifMeta.loop).toBe(0);
  const gifMs = (gifMeta.delay ?? []).reduce((total, delay) => total + delay, 0);
  expect(gifMs).toBeGreaterThan(1800);
  expect(gifMs).toBeLessThan(2200);
  await closeDialog(page);

  // Video: H.264 in MP4 here (WebM where the browser has no H.264 encoder), read by ffprobe.
  const video = await exportFile(page, 'video');
  expect(video.download.suggestedFilename()).toMatch(/\.(mp4|webm)$/);
  const videoPath = await video.download.path();
  const { stdout } = await run(ffprobe.path, [
    '-v',
    'error',
    '-count_frames',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=codec_name,width,height,nb_read_frames:format=duration',
    '-of',
    'json',
    videoPath,
  ]);
  const probe = JSON.parse(stdout) as {
    streams: { codec_name: string; width: number; height: number; nb_read_frames: string }[];
    format: { duration: string };
  };
  const [stream] = probe.streams;
  expect(['h264', 'vp9', 'vp8']).toContain(stream?.codec_name);
  expect(Math.max(stream?.width ?? 0, stream?.height ?? 0)).toBe(1080);
  expect(Number(stream?.nb_read_frames)).toBeGreaterThan(30);
  expect(Number(probe.format.duration)).toBeGreaterThan(1.8);
  expect(Number(probe.format.duration)).toBeLessThan(2.3);
  await closeDialog(page);
});

/** Mean absolute difference of two same-size pictures over a region given in fractions. */
async function regionDifference(
  a: Buffer,
  b: Buffer,
  region: { left: number; top: number; width: number; height: number },
) {
  const read = async (bytes: Buffer) => {
    const { data, info } = await sharp(bytes)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  const [first, second] = [await read(a), await read(b)];
  expect([second.width, second.height]).toEqual([first.width, first.height]);
  const x0 = Math.round(region.left * first.width);
  const y0 = Math.round(region.top * first.height);
  const x1 = Math.round((region.left + region.width) * first.width);
  const y1 = Math.round((region.top + region.height) * first.height);
  let total = 0;
  let count = 0;
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      const index = (y * first.width + x) * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        total += Math.abs((first.data[index + channel] ?? 0) - (second.data[index + channel] ?? 0));
        count += 1;
      }
    }
  }
  return total / count;
}

test('Découverte: exports carry the watermark the Pro export lacks, and links need the Pro plan', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await usePreferences(page, 'fr');
  await signIn(page, decouverte);
  const { patientId, photoIds } = await patientWithTwoSessions(page, photos, 'Bernard');
  await openComparison(page, patientId);

  await page.getByRole('button', { name: fr('comparisons.actions.export') }).click();
  await expect(page.getByTestId('export-watermark-notice')).toBeVisible();
  await page
    .getByTestId('export-dialog')
    .getByRole('button', { name: fr('app.close') })
    .click();
  const png = await exportFile(page, 'png');
  // Same photos, same dates, same automatic alignment: only the watermark's corner differs.
  const corner = { left: 0.7, top: 0.9, width: 0.28, height: 0.09 };
  const elsewhere = { left: 0.02, top: 0.6, width: 0.28, height: 0.3 };
  expect(await regionDifference(png.bytes, proPng, corner)).toBeGreaterThan(4);
  expect(await regionDifference(png.bytes, proPng, elsewhere)).toBeLessThan(1);
  await closeDialog(page);

  // "Partager" shows the Pro gate, and the server refuses the link all the same.
  await page.getByRole('button', { name: fr('comparisons.actions.share') }).click();
  const dialog = page.getByTestId('share-dialog');
  await expect(dialog.getByTestId('share-pro-gate')).toBeVisible();
  await expect(dialog).toContainText(fr('proGate.title'));
  await page.screenshot({ path: test.info().outputPath('share-pro-gate.png') });
  const refused = await postShare(page, { kind: 'photos', photo_ids: photoIds });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'plan.feature_required' });
});

function sharesDatabase() {
  return new Database(join(e2eDataDir, 'photodossier.sqlite'));
}

test('a shared link opens without an account, counts its views, and is a 404 once revoked or expired', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await usePreferences(page, 'fr');
  await signIn(page, pro);
  const list = await page.request.get(`/api/v1/patients/${proPatientId}/comparisons`);
  const [comparison] = ((await list.json()) as { items: ComparisonRecord[] }).items;
  if (!comparison) throw new Error('the first test saves a comparison');

  // Reopened as saved, then shared from the comparison screen.
  await page.goto(`/patient/${proPatientId}`);
  await page
    .getByTestId('saved-comparison')
    .getByRole('link', { name: fr('comparisons.saved.open') })
    .click();
  await expect(page.getByTestId('stage-before-after')).toBeVisible();
  await expect(page.getByLabel(fr('comparisons.actions.titleLabel'))).toHaveValue('Visage J0 / M3');
  await page.getByRole('button', { name: fr('comparisons.actions.share') }).click();
  const dialog = page.getByTestId('share-dialog');
  await dialog.getByTestId('share-create').click();
  const link = await dialog.getByTestId('share-link').inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/shared/[A-Za-z0-9_-]{43}$`));
  await page.screenshot({ path: test.info().outputPath('share-created.png') });
  await dialog.getByRole('button', { name: fr('app.close') }).click();

  // A fresh browser, no account: the comparison, and nothing that names the patient.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await usePreferences(visitorPage, 'fr');
  await visitorPage.goto(new URL(link).pathname);
  const stage = visitorPage.getByTestId('stage-before-after');
  await expect(stage).toBeVisible();
  await expect(stage.getByTestId('placed-media')).toHaveCount(2);
  await expect(stage.getByTestId('placed-media').first()).toBeVisible();
  await expect(visitorPage.getByText('Visage J0 / M3')).toBeVisible();
  await expect(visitorPage.getByText('Martin')).toHaveCount(0);
  await visitorPage.screenshot({ path: test.info().outputPath('shared-page.png'), fullPage: true });

  // The practitioner sees the view, then revokes the link from the patient's page.
  await page.goto(`/patient/${proPatientId}`);
  const row = page.getByTestId('share-row').first();
  await expect(row.getByTestId('share-views')).toHaveText('1 vue');
  await row.getByRole('button', { name: fr('shares.list.revoke') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: fr('shares.list.revoke') })
    .click();
  await expect(row).toContainText(fr('shares.list.status.revoked'));
  await visitorPage.reload();
  await expect(visitorPage.getByTestId('shared-not-found')).toBeVisible();

  // Another user can neither see nor revoke the practitioner's links.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, decouverte);
  const theirs = await otherPage.request.get('/api/v1/shares');
  const created = await page.request.get(`/api/v1/shares?patient_id=${proPatientId}`);
  const ids = ((await created.json()) as { items: { id: string }[] }).items.map((item) => item.id);
  const seen = ((await theirs.json()) as { items: { id: string }[] }).items.map((item) => item.id);
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) {
    expect(seen).not.toContain(id);
    const revoke = await otherPage.request.post(`/api/v1/shares/${id}/revoke`, {
      headers: { origin: baseURL },
    });
    expect(revoke.status()).toBe(404);
  }
  await other.close();

  // A link past its expiry (the clock of the record moved past it) is the same 404.
  const { token, share } = await createShare(
    page,
    { kind: 'comparison', comparison_id: comparison.id },
    { expires_in_days: 1 },
  );
  await visitorPage.goto(`/shared/${token}`);
  await expect(visitorPage.getByTestId('stage-before-after')).toBeVisible();
  const database = sharesDatabase();
  try {
    database
      .prepare('update shares set expires_at = ? where id = ?')
      .run(Date.now() - 1000, share.id);
  } finally {
    database.close();
  }
  await visitorPage.reload();
  await expect(visitorPage.getByTestId('shared-not-found')).toBeVisible();
  await visitorPage.goto('/shared/not-a-real-token');
  await expect(visitorPage.getByTestId('shared-not-found')).toBeVisible();
  await visitor.close();
});
