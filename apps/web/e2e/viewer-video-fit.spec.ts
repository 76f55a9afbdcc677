import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { PhotoRecord } from '@photodossier/domain/media-record';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { uploadDemoPhoto } from './support/demo-media';
import { expect, test, usePreferences } from './support/fixtures';
import { signInOncePerFile } from './support/signed-in-state';

// Issue 26, item 8: a Full HD video fills the viewer's stage as a photo does, instead of
// playing at its poster's size in the middle of it.

const ffmpegPath = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string })
  .path;

let mediaDir = '';
let fullHd: Buffer;

test.beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'photodossier-video-fit-'));
  const file = join(mediaDir, 'injection-1080p.mp4');
  await promisify(execFile)(ffmpegPath, [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=1920x1080:rate=10',
    '-t',
    '1',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    '-movflags',
    '+faststart',
    file,
  ]);
  fullHd = await readFile(file);
});

test.afterAll(async () => {
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
});

signInOncePerFile('viewer-video-fit');

let video: PhotoRecord | null = null;

async function fullHdVideo(page: Page): Promise<PhotoRecord> {
  await page.goto('/patients/photos');
  video ??= await uploadDemoPhoto(page, {
    name: 'injection-1080p.mp4',
    bytes: fullHd,
    type: 'video/mp4',
  });
  return video;
}

/** Opens the video in the viewer and checks that it fills the stage on one axis, 16:9. */
async function expectFittedVideo(page: Page, photo: PhotoRecord) {
  await page.goto(`/photo/${photo.id}`);
  const viewer = page.getByTestId('photo-viewer');
  const player = viewer.locator('video');
  await expect(player).toBeVisible();
  // The stage: the viewer below its header, beside the information panel when it is open.
  const stage = (await viewer.getByRole('region', { name: /^Vidéo du / }).boundingBox())!;
  // Up to 16 px of margin on each side, as a photo's stage has.
  const margin = 2 * 16 + 2;
  await expect
    .poll(async () => {
      const box = (await player.boundingBox())!;
      const fillsWidth = box.width >= stage.width - margin;
      const fillsHeight = box.height >= stage.height - margin;
      return (fillsWidth || fillsHeight) && Math.abs(box.width / box.height - 16 / 9) < 0.02;
    })
    .toBe(true);
  const box = (await player.boundingBox())!;
  // Never larger than the stage either.
  expect(box.width).toBeLessThanOrEqual(stage.width + 1);
  expect(box.height).toBeLessThanOrEqual(stage.height + 1);
  return box;
}

test.describe('vidéo dans la visionneuse', () => {
  test.beforeEach(({ page }) => usePreferences(page, 'fr'));

  test('une vidéo 1920×1080 occupe la scène sur un écran de 1280 px', async ({
    page,
  }, testInfo) => {
    test.slow();
    const photo = await fullHdVideo(page);
    expect(photo.media_type).toBe('video');
    const box = await expectFittedVideo(page, photo);
    // Far from the 320 × 180 it used to play at.
    expect(box.width).toBeGreaterThan(640);
    await page.screenshot({ path: testInfo.outputPath('viewer-video-1280.png') });
  });

  test('une vidéo que le navigateur ne lit pas (HEVC) occupe quand même la scène', async ({
    page,
  }) => {
    test.slow();
    const photo = await fullHdVideo(page);
    // As Chromium with an iPhone's HEVC file: the file never plays, only the poster shows, a
    // small one as the browser draws it at upload.
    const poster = await sharp({
      create: { width: 320, height: 180, channels: 3, background: { r: 40, g: 40, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const posterPaths = [photo.preview_url, photo.thumbnail_url]
      .filter((url): url is string => Boolean(url))
      .map((url) => new URL(url, 'http://localhost').pathname);
    await page.route('**/*', (route) => {
      const request = route.request();
      if (request.resourceType() === 'media') return route.abort();
      if (posterPaths.includes(new URL(request.url()).pathname)) {
        return route.fulfill({ contentType: 'image/jpeg', body: poster });
      }
      return route.fallback();
    });
    const box = await expectFittedVideo(page, photo);
    expect(box.width).toBeGreaterThan(640);
  });

  test('une vidéo 1920×1080 occupe la largeur sur un téléphone de 375 px', async ({
    page,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width: 375, height: 812 });
    const photo = await fullHdVideo(page);
    const box = await expectFittedVideo(page, photo);
    expect(box.width).toBeGreaterThan(320);
    await page.screenshot({ path: testInfo.outputPath('viewer-video-375.png') });
  });
});
