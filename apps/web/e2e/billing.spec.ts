import type { Page } from '@playwright/test';
import { createAccount, signIn, type Account } from './support/accounts';
import { expect, seriousA11yViolations, test, text, usePreferences } from './support/fixtures';

// Plans without Stripe (decision 0017): an administrator sets a plan on /admin, the user's
// /subscription and the Pro gate of injection mapping follow it.

const fr = (key: string) => text('fr', key);

/** The list is virtualised: scroll it until the account's row shows. */
async function showUserRow(page: Page, account: Account) {
  const list = page.getByTestId('admin-users');
  await expect(list).toBeVisible({ timeout: 15_000 });
  const row = page.locator(`[data-testid="admin-user-row"][data-email="${account.email}"]`);
  for (let step = 0; step < 100 && (await row.count()) === 0; step += 1) {
    await list.evaluate((element) => element.scrollBy(0, element.clientHeight * 0.8));
    await page.waitForTimeout(100);
  }
  await row.scrollIntoViewIfNeeded();
  return row;
}

test.describe('plans and the Pro gate', () => {
  test.slow();

  test.beforeEach(async ({ page }) => usePreferences(page, 'fr'));

  test('un administrateur passe un utilisateur en Pro : son abonnement et la cartographie suivent', async ({
    page,
    browser,
  }) => {
    const user = await createAccount({ firstName: 'Léa', lastName: 'Martin' });
    const admin = await createAccount({ admin: true, firstName: 'Alice', lastName: 'Admin' });

    await signIn(page, admin);
    await page.goto('/admin');
    const row = await showUserRow(page, user);
    const select = row.getByRole('combobox', { name: `Plan de ${user.email}` });
    await expect(select).toHaveValue('decouverte');
    await select.selectOption('pro');
    await expect(page.getByText(`Plan de ${user.email} : Pro`)).toBeVisible();
    await page.reload();
    await expect(
      (await showUserRow(page, user)).getByRole('combobox', { name: `Plan de ${user.email}` }),
    ).toHaveValue('pro');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const userContext = await browser.newContext();
    const userPage = await userContext.newPage();
    await usePreferences(userPage, 'fr');
    await signIn(userPage, user);
    await userPage.goto('/subscription');
    const current = userPage.getByTestId('current-subscription');
    await expect(current.getByTestId('current-plan-name')).toHaveText('Pro');
    await expect(current.getByTestId('current-plan-status')).toHaveText(
      fr('billing.statuses.active'),
    );
    await expect(userPage.getByTestId('admin-managed-note')).toHaveText(
      fr('billing.subscription.adminManaged'),
    );
    await expect(userPage.getByTestId('plan-card-pro')).toHaveAttribute('aria-current', 'true');
    // Nothing is higher than Pro, and without Stripe nothing is bought here.
    await expect(userPage.getByTestId('plan-cards').getByRole('button')).toHaveCount(0);
    expect(await seriousA11yViolations(userPage)).toEqual([]);

    await userPage.goto('/injection-mapping');
    await expect(userPage.getByTestId('page-injection-mapping')).toBeVisible();
    await expect(userPage.getByTestId('pro-gate')).toHaveCount(0);

    // Taken back on /admin: the open page of the user follows through the live events.
    await select.selectOption('decouverte');
    await expect(page.getByText(`Plan de ${user.email} : Découverte`)).toBeVisible();
    await expect(userPage.getByTestId('pro-gate')).toBeVisible({ timeout: 15_000 });
    await userContext.close();
  });

  test('un utilisateur Découverte voit le panneau Pro avec ses textes et ses boutons', async ({
    page,
  }) => {
    const user = await createAccount();
    await signIn(page, user);
    await page.goto('/injection-mapping');
    const gate = page.getByTestId('pro-gate');
    await expect(gate.getByRole('heading', { level: 1 })).toHaveText(fr('proGate.title'));
    await expect(gate).toContainText(fr('proGate.text'));
    for (const key of [
      'storage',
      'dslrImport',
      'botoxTracking',
      'consentPdf',
      'patientPortal',
      'watermarkFree',
      'prioritySupport',
    ]) {
      await expect(gate).toContainText(fr(`proGate.benefits.${key}`));
    }
    await expect(gate.getByRole('link', { name: fr('proGate.backHome') })).toHaveAttribute(
      'href',
      '/',
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await gate.getByRole('link', { name: fr('proGate.upgrade') }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByTestId('current-plan-name')).toHaveText('Découverte');
    await expect(page.getByTestId('current-plan-status')).toHaveText(
      fr('billing.statuses.inactive'),
    );
  });
});
