import { expect as baseExpect, test, text, usePreferences } from './support/fixtures';
import { baseURL, createAccount, readLatestMail, signIn } from './support/accounts';
import { setPlan } from './support/plans';
import { createShare } from './support/shares';

// Decision 0056: the switches of Settings → Communication send real e-mails. Only the switch
// goes through the UI here; the link is made through the API, as the other specs do.
const expect = baseExpect.configure({ timeout: 15_000 });
const fr = (key: string) => text('fr', key);

test.describe.configure({ timeout: 90_000 });

test('the owner turns on “link opened” and gets the e-mail when a visitor opens the link', async ({
  page,
  browser,
}) => {
  const owner = await createAccount({ firstName: 'Inès', lastName: 'Partage' });
  await setPlan(browser, owner, 'pro');
  await usePreferences(page, 'fr');
  await signIn(page, owner);
  // A practitioner who had turned the notice off (it is on by default).
  const off = await page.request.patch('/api/v1/settings/notifications', {
    headers: { origin: baseURL },
    data: { share_opened: false },
  });
  expect(off.status(), await off.text()).toBe(200);
  const folder = await page.request.post('/api/v1/drive/folders', {
    headers: { origin: baseURL },
    data: { name: 'Résultats labo', parent_id: null },
  });
  expect(folder.status(), await folder.text()).toBe(201);
  const { token } = await createShare(page, {
    kind: 'drive',
    drive_item_id: ((await folder.json()) as { id: string }).id,
  });

  await page.goto('/settings');
  const communication = page.getByRole('region', {
    name: fr('accountSettings.communication.title'),
  });
  const linkOpened = communication.getByRole('switch', {
    name: fr('settingsSections.communication.share_opened'),
  });
  await expect(linkOpened).not.toBeChecked();
  await linkOpened.click();
  await expect(page.getByText(fr('settingsSections.communication.saved'))).toBeVisible();
  await page.reload();
  await expect(linkOpened).toBeChecked();

  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  await usePreferences(guest, 'fr');
  await guest.goto(`/drive-shared/${token}`);
  await expect(guest.getByRole('heading', { name: 'Résultats labo' })).toBeVisible();
  await visitor.close();

  await expect
    .poll(async () => (await readLatestMail(owner.email)).subject)
    .toBe('PhotoDossier : votre lien partagé a été ouvert');
  const mail = await readLatestMail(owner.email);
  expect(mail.text).toContain('Bonjour Inès Partage,');
  expect(mail.text).toContain(
    'Le lien que vous avez partagé vers « Résultats labo » de votre Drive',
  );
  expect(mail.text).not.toContain(token);
});
