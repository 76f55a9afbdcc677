// The profile selector of spec 02 §2.9, driven as a practitioner would.
import type { Page } from '@playwright/test';
import type { Account } from './accounts';
import { expect, text } from './fixtures';

const fr = (key: string) => text('fr', key);

export function profileTrigger(page: Page) {
  return page.getByTestId('profile-switcher-trigger');
}

export function profileDialog(page: Page) {
  return page.getByRole('dialog', { name: fr('profiles.title') });
}

export async function expectActiveProfile(page: Page, account: Account) {
  await expect(profileTrigger(page)).toHaveAccessibleName(new RegExp(account.name));
}

export async function openProfiles(page: Page) {
  await profileTrigger(page).click();
  await expect(profileDialog(page)).toBeVisible();
  return profileDialog(page);
}

/** "Ajouter un profil", then the sign-in form of /auth, as a practitioner would. */
export async function addProfile(page: Page, account: Account) {
  const dialog = await openProfiles(page);
  await dialog.getByRole('button', { name: fr('profiles.add') }).click();
  await expect(page).toHaveURL(/\/auth\?addProfile=1$/);
  // The e-mail of the account already signed in must not be offered for the new one.
  await expect(page.getByLabel(fr('auth.email'))).toHaveValue('');
  await page.getByLabel(fr('auth.email')).fill(account.email);
  await page.getByLabel(fr('auth.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: fr('auth.signIn'), exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectActiveProfile(page, account);
}
