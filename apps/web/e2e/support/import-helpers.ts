import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { facesDirectory } from '../../src/test/testdata';
import { baseURL } from './accounts';
import { text } from './fixtures';

/** A portrait of the test data by its file name: "amy1.png" is in the folder "amy". */
export const facePhoto = (name: string) =>
  join(facesDirectory(), name.replace(/\d+\.png$/, ''), name);

/**
 * The Origin the API expects of the page's requests: the page's own once it has opened one of the
 * app's pages, else the server's. A page signed in through the API has opened nothing yet, and
 * the origin of about:blank ("null") is refused with 403.
 */
function originOf(page: Page): string {
  const { origin } = new URL(page.url());
  return origin === 'null' ? baseURL : origin;
}

export async function createPatient(
  page: Page,
  prenom: string,
  nom: string,
  { tags = [] }: { tags?: readonly string[] } = {},
): Promise<string> {
  const created = await page.request.post('/api/v1/patients', {
    headers: { origin: originOf(page) },
    data: { nom, prenom, date_naissance: '1985-06-01', tags },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/**
 * Portraits uploaded from the patient's page: the browser stores each one's face for the
 * patient.
 */
export async function enrol(
  page: Page,
  patientId: string,
  file: string | readonly string[],
  timeout: number,
) {
  const files = typeof file === 'string' ? [file] : [...file];
  await page.goto(`/patient/${patientId}`);
  await page.getByTestId('media-upload-input').setInputFiles(files);
  const panel = page.getByTestId('upload-panel');
  await expect(panel.locator('[data-testid="upload-item"][data-status="done"]')).toHaveCount(
    files.length,
    { timeout: 30_000 },
  );
  await panel.getByRole('button', { name: text('fr', 'media.upload.close') }).click();
  await expect
    .poll(
      async () => {
        const status = await page.request.get(`/api/v1/faces/patients/${patientId}`);
        return ((await status.json()) as { embeddings_count: number }).embeddings_count;
      },
      { timeout },
    )
    .toBe(files.length);
}

export function importGroup(dialog: Locator, kind: string, patientId?: string): Locator {
  const selector = patientId
    ? `[data-testid="import-group"][data-group-kind="${kind}"][data-patient-id="${patientId}"]`
    : `[data-testid="import-group"][data-group-kind="${kind}"]`;
  return dialog.locator(selector);
}

/** The import dialog opened from the sidebar entry, whose name counts waiting photos. */
export async function openImportFromSidebar(page: Page, { pending = 0 } = {}): Promise<Locator> {
  const name =
    pending > 0
      ? `${text('fr', 'nav.import')} (${text('fr', 'nav.importPending_other').replace('{{count}}', String(pending))})`
      : text('fr', 'nav.import');
  await page.getByRole('button', { name, exact: true }).first().click();
  const dialog = page.getByTestId('import-dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}
