import type { PhotoRecord } from '@photodossier/domain/media-record';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { baseURL, createAccount, signIn } from './support/accounts';
import { createDemoPatient, uploadDemoPhoto } from './support/demo-media';
import { expect, seriousA11yViolations, test, text, usePreferences } from './support/fixtures';

// The photo viewer (spec 01 §2, §3, §5; spec 02 §2.7): a practitioner opens a photo, zooms,
// steps to the next one, corrects the treated zone, annotates it and downloads it.

const fr = (key: string) => text('fr', key);

/** A 1200 x 900 JPEG with shapes, so zoom, pan and annotations have something to show. */
function clinicalJpeg(background: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="900" fill="${background}"/>
    <ellipse cx="600" cy="450" rx="260" ry="340" fill="#e7b99a"/>
    <circle cx="510" cy="380" r="28" fill="#5b3a29"/>
    <circle cx="690" cy="380" r="28" fill="#5b3a29"/>
    <path d="M520 600 Q600 650 680 600" stroke="#9c4a3c" stroke-width="14" fill="none"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const base64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

/**
 * Uploads a file the way the web app does, over the tus protocol, with the page's session
 * cookie and the app's Origin; the last PATCH answers with the new photo's record.
 */
async function uploadPhoto(page: Page, name: string, bytes: Buffer, lastModified: number) {
  const metadata = [
    `filename ${base64(name)}`,
    `filetype ${base64('image/jpeg')}`,
    `last_modified ${base64(String(lastModified))}`,
  ].join(',');
  const created = await page.request.post('/api/v1/uploads', {
    headers: {
      origin: baseURL,
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
      'upload-metadata': metadata,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const location = created.headers()['location'];
  expect(location).toBeTruthy();
  const finished = await page.request.patch(location!, {
    headers: {
      origin: baseURL,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    data: bytes,
  });
  expect(finished.status(), await finished.text()).toBe(200);
  return (await finished.json()) as PhotoRecord;
}

function zoomLevel(page: Page) {
  return page.getByTestId('zoom-level');
}

/** Whether the drawing saved for a photo has a visible pixel at (x, y) fractions of the photo. */
async function drawingHasInkAt(page: Page, dataUrl: string, x: number, y: number) {
  return page.evaluate(
    async ([source, fx, fy]) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const px = Math.round(fx * canvas.width);
      const py = Math.round(fy * canvas.height);
      // Any opaque pixel in a small square around the point: the stroke is several px wide.
      const { data } = context.getImageData(px - 3, py - 3, 7, 7);
      return data.some((value, index) => index % 4 === 3 && value > 0);
    },
    [dataUrl, x, y] as const,
  );
}

test.describe('visionneuse photo', () => {
  // Sign-up, two uploads with server processing, several reloads: slow on a shared machine.
  test.slow();

  test.beforeEach(async ({ page }) => usePreferences(page, 'fr'));

  test('zoom, photo suivante, zone traitée, annotations et téléchargement', async ({ page }) => {
    const account = await createAccount({ firstName: 'Léa', lastName: 'Morel' });
    await signIn(page, account);
    const older = await uploadPhoto(
      page,
      'avant.jpg',
      await clinicalJpeg('#8fb3c9'),
      Date.parse('2024-03-01T10:00:00Z'),
    );
    const newer = await uploadPhoto(
      page,
      'apres.jpg',
      await clinicalJpeg('#b5c98f'),
      Date.parse('2024-06-01T10:00:00Z'),
    );

    await page.goto(`/photo/${newer.id}?scope=all`);
    const viewer = page.getByTestId('photo-viewer');
    await expect(viewer).toHaveAttribute('data-photo-id', newer.id);
    await expect(page.getByTestId('viewer-position')).toHaveText('1 / 2');
    await expect(viewer.getByRole('img', { name: /^Photo du / })).toBeVisible();
    await expect(viewer.getByRole('heading', { level: 2 })).toHaveText(
      fr('viewer.patientPicker.unassigned'),
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Zoom: a button step of 0.5, a wheel notch of 0.1, the original past 200 %.
    await expect(zoomLevel(page)).toHaveText(/^100\s%$/);
    await page.getByRole('button', { name: fr('viewer.zoom.in') }).click();
    await expect(zoomLevel(page)).toHaveText(/^150\s%$/);
    const stage = page.getByTestId('viewer-stage');
    const box = (await stage.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -100);
    await expect(zoomLevel(page)).toHaveText(/^160\s%$/);
    const original = page.waitForResponse((response) =>
      response.url().endsWith(`/api/v1/photos/${newer.id}/file`),
    );
    await page.getByRole('button', { name: fr('viewer.zoom.in') }).click();
    await expect(zoomLevel(page)).toHaveText(/^210\s%$/);
    expect((await original).status()).toBe(200);
    await expect(page.getByTestId('original-image')).toHaveCSS('opacity', '1');

    // Dragging pans the zoomed photo, within its bounds.
    const frame = page.getByTestId('photo-frame');
    const before = await frame.evaluate((element) => getComputedStyle(element).transform);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 5000, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    const after = await frame.evaluate((element) => getComputedStyle(element).transform);
    expect(after).not.toBe(before);
    const frameBox = (await frame.boundingBox())!;
    // Dragged far right, the photo's left edge stops at the stage's left edge.
    expect(Math.round(frameBox.x)).toBe(Math.round(box.x));

    // The arrow keys walk the scope: the older photo is next; zoom starts again at 100 %.
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(`/photo/${older.id}?scope=all`);
    await expect(viewer).toHaveAttribute('data-photo-id', older.id);
    await expect(page.getByTestId('viewer-position')).toHaveText('2 / 2');
    await expect(zoomLevel(page)).toHaveText(/^100\s%$/);
    await expect(page.getByRole('button', { name: fr('viewer.next') })).toHaveCount(0);
    await page.keyboard.press('ArrowLeft');
    await expect(viewer).toHaveAttribute('data-photo-id', newer.id);

    // The treated zone is saved from the panel and is still there after a reload.
    const zone = page.getByRole('textbox', { name: fr('viewer.panel.zone') });
    await zone.fill('Front');
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/v1/photos/${newer.id}`) &&
        response.request().method() === 'PATCH',
    );
    await zone.press('Enter');
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('textbox', { name: fr('viewer.panel.zone') })).toHaveValue('Front');
    await expect(page.getByTestId('photo-download-name')).toHaveText(
      `Non_assigné_Front_${newer.id.slice(0, 8)}.jpg`,
    );

    // Annotate: a red stroke across the face and a text, saved, then shown after a reload.
    await page.getByRole('button', { name: fr('viewer.annotations.annotate') }).click();
    const canvas = page.getByTestId('annotation-canvas');
    await expect(canvas).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    const area = (await canvas.boundingBox())!;
    await page.mouse.move(area.x + area.width * 0.3, area.y + area.height * 0.5);
    await page.mouse.down();
    await page.mouse.move(area.x + area.width * 0.5, area.y + area.height * 0.5, { steps: 8 });
    await page.mouse.move(area.x + area.width * 0.7, area.y + area.height * 0.5, { steps: 8 });
    await page.mouse.up();
    await page.getByRole('button', { name: fr('viewer.annotations.text'), exact: true }).click();
    await page.mouse.click(area.x + area.width * 0.25, area.y + area.height * 0.2);
    const textField = page.getByRole('textbox', { name: fr('viewer.annotations.textInput') });
    await textField.fill('Ride du lion');
    await textField.press('Enter');
    await expect(page.getByTestId('annotation-text')).toHaveText('Ride du lion');
    const annotationsSaved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/v1/photos/${newer.id}`) &&
        response.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: fr('viewer.annotations.save') }).click();
    expect((await annotationsSaved).status()).toBe(200);
    await expect(page.getByText(fr('viewer.annotations.saved'))).toBeVisible();
    await expect(canvas).toHaveCount(0);

    await page.reload();
    const layer = page.getByTestId('annotation-layer');
    await expect(layer.getByTestId('annotation-text')).toHaveText('Ride du lion');
    const drawing = layer.getByTestId('annotation-drawing');
    await expect(drawing).toBeVisible();
    const stored = (await (
      await page.request.get(`/api/v1/photos/${newer.id}`)
    ).json()) as PhotoRecord;
    const annotations = stored.annotations!;
    expect(annotations.canvasData).toMatch(/^data:image\/png;base64,/);
    expect(await drawingHasInkAt(page, annotations.canvasData, 0.5, 0.5)).toBe(true);
    expect(await drawingHasInkAt(page, annotations.canvasData, 0.5, 0.9)).toBe(false);
    expect(annotations.textAnnotations).toHaveLength(1);
    expect(annotations.textAnnotations[0]!.x).toBeCloseTo(0.25, 1);
    expect(annotations.textAnnotations[0]!.y).toBeCloseTo(0.2, 1);
    await expect(drawing).toHaveAttribute('src', annotations.canvasData);

    // The saved annotations can be hidden.
    await page.getByRole('button', { name: fr('viewer.annotations.hide') }).click();
    await expect(layer).toHaveCount(0);
    await page.getByRole('button', { name: fr('viewer.annotations.show') }).click();
    await expect(layer).toBeVisible();

    // Download: the server names the file.
    const download = page.getByTestId('viewer-download');
    await expect(download).toHaveAttribute('href', `/api/v1/photos/${newer.id}/file?download=1`);
    const file = await page.request.get(`/api/v1/photos/${newer.id}/file?download=1`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toContain('attachment');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Escape leaves for the Galerie, since the viewer was opened directly.
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL('/patients/photos');
  });

  test('sur un téléphone, le nom du patient et la date se lisent en entier au-dessus des actions', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const account = await createAccount();
    await signIn(page, account);
    const patient = await createDemoPatient(page, {
      nom: 'Dupont-Lefèvre',
      prenom: 'Marie-Charlotte',
    });
    const photo = await uploadDemoPhoto(page, {
      name: 'levres.jpg',
      bytes: await clinicalJpeg('#8fb3c9'),
      patientId: patient.id,
      zone: 'Lèvres',
    });
    await page.goto(`/patient/${patient.id}/photo/${photo.id}`);
    const viewer = page.getByTestId('photo-viewer');
    const title = viewer.getByRole('heading', { name: 'Marie-Charlotte Dupont-Lefèvre' });
    await expect(title).toBeVisible();
    await expect(
      viewer
        .getByTestId('viewer-actions')
        .getByRole('button', { name: fr('viewer.delete'), exact: true }),
    ).toBeVisible();
    // Six actions beside the title left it a few pixels ("M…"): whole, on its own row.
    const cut = (element: HTMLElement) => element.scrollWidth > element.clientWidth;
    expect(await title.evaluate(cut)).toBe(false);
    expect(await title.locator('xpath=following-sibling::p').evaluate(cut)).toBe(false);
    const actions = (await viewer.getByTestId('viewer-actions').boundingBox())!;
    expect(actions.y).toBeGreaterThanOrEqual((await title.boundingBox())!.y + 20);
    expect(actions.x + actions.width).toBeLessThanOrEqual(375);
  });

  test("une photo inconnue ou d'un autre compte est introuvable", async ({ page }) => {
    const owner = await createAccount();
    await signIn(page, owner);
    const photo = await uploadPhoto(page, 'privee.jpg', await clinicalJpeg('#c9a38f'), Date.now());

    const stranger = await createAccount();
    await page.context().clearCookies();
    await signIn(page, stranger);
    await page.goto(`/photo/${photo.id}`);
    await expect(page.getByRole('heading', { name: fr('viewer.notFoundTitle') })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/photo/0190a1b2-0000-7000-8000-000000000000');
    await expect(page.getByRole('heading', { name: fr('viewer.notFoundTitle') })).toBeVisible();
    await page.getByRole('button', { name: fr('viewer.backToGallery') }).click();
    await expect(page).toHaveURL('/patients/photos');
  });
});
