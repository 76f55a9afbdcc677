import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { facesDirectory } from '../src/test/testdata';
import { createAccount, signIn } from './support/accounts';
import { createDemoPatient, uploadDemoPhoto } from './support/demo-media';
import { expect, seriousA11yViolations, test, text, usePreferences } from './support/fixtures';

// Issue 26, item 12: a photo without a patient shows, on its tile in Non assignées, the patient
// its face most resembles, without being opened. Real faces, the real model in the browser.

const fr = (key: string) => text('fr', key);
const face = (person: string, file: string) => join(facesDirectory(), person, file);

test.describe('suggestion sur les vignettes non assignées', () => {
  test.beforeEach(({ page }) => usePreferences(page, 'fr'));

  test('la vignette d’une nouvelle photo d’Amy porte son nom', async ({ page }, testInfo) => {
    // The first model load (7 MB, wasm compile) on a shared 2-core machine.
    test.setTimeout(180_000);
    await signIn(page, await createAccount({ firstName: 'Hugo', lastName: 'Bernard' }));
    await page.goto('/patients/unassigned');
    const amy = await createDemoPatient(page, { nom: 'Farrah', prenom: 'Amy' });
    await uploadDemoPhoto(page, {
      name: 'amy1.png',
      bytes: await readFile(face('amy', 'amy1.png')),
      type: 'image/png',
      patientId: amy.id,
    });
    // Her reference face, computed by the browser from her page.
    await page.goto(`/patient/${amy.id}`);
    await page
      .getByTestId('patient-face-recognition')
      .getByRole('button', { name: fr('faces.patient.activate') })
      .click();
    await expect(page.getByText(fr('faces.patient.activated'))).toBeVisible({ timeout: 90_000 });

    const unassigned = await uploadDemoPhoto(page, {
      name: 'amy2.png',
      bytes: await readFile(face('amy', 'amy2.png')),
      type: 'image/png',
    });
    await page.goto('/patients/unassigned');
    const tile = page.locator(`[data-testid="gallery-tile"][data-photo-id="${unassigned.id}"]`);
    const badge = tile.getByTestId('face-suggestion-badge');
    await expect(badge).toHaveText('Amy Farrah', { timeout: 60_000 });
    await expect(badge).toHaveAttribute('data-patient-id', amy.id);
    await expect(badge).toHaveAttribute('title', /^Suggestion\s:\sAmy Farrah \(\d+\s%\)$/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('unassigned-badge-1280.png') });

    // The badge stays in selection mode, and on a phone.
    await page.getByRole('button', { name: fr('media.selection.start') }).click();
    await expect(badge).toBeVisible();
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(badge).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('unassigned-badge-375.png') });
  });
});
