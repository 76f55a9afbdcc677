import type { Page } from '@playwright/test';
import { createAccount, signIn, type Account } from './support/accounts';
import { expect, seriousA11yViolations, test, text, usePreferences } from './support/fixtures';

// /admin (decision 0010): the accounts of the installation, their beta features and role, and
// the outbox of the embedded default. Everyone else is refused, by the page and by the API.

const fr = (key: string) => text('fr', key);

function userRow(page: Page, account: Account) {
  return page.locator(`[data-testid="admin-user-row"][data-email="${account.email}"]`);
}

/** The list is virtualised: scroll it, as an administrator would, until the account shows. */
async function showUserRow(page: Page, account: Account) {
  const list = page.getByTestId('admin-users');
  await expect(list).toBeVisible({ timeout: 15_000 });
  const row = userRow(page, account);
  for (let step = 0; step < 100 && (await row.count()) === 0; step += 1) {
    const atEnd = await list.evaluate((element) => {
      element.scrollBy(0, element.clientHeight * 0.8);
      return element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
    });
    if (atEnd) await page.waitForTimeout(200); // the next page may be loading
  }
  await row.scrollIntoViewIfNeeded();
  return row;
}

function dictationLink(page: Page) {
  return page.getByTestId('sidebar').getByRole('link', { name: fr('nav.dictation') });
}

test.describe('administration', () => {
  // Each test signs several accounts up and in through the real server: slow on two cores.
  test.slow();

  test.beforeEach(async ({ page }) => usePreferences(page, 'fr'));

  test("un administrateur active la Dictée d'un utilisateur, puis le nomme administrateur", async ({
    page,
    browser,
  }) => {
    const paul = await createAccount({ firstName: 'Paul', lastName: 'Lefèvre' });
    const admin = await createAccount({ admin: true, firstName: 'Alice', lastName: 'Admin' });

    // Paul, in his own browser, has no Dictée entry and is refused /admin.
    const paulContext = await browser.newContext();
    const paulPage = await paulContext.newPage();
    await usePreferences(paulPage, 'fr');
    await signIn(paulPage, paul);
    await paulPage.goto('/');
    await expect(paulPage.getByTestId('sidebar')).toBeVisible();
    await expect(dictationLink(paulPage)).toHaveCount(0);

    await signIn(page, admin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('pages.admin.title'));
    await expect(await showUserRow(page, admin)).toContainText(fr('admin.users.roleAdmin'));
    const row = await showUserRow(page, paul);
    await expect(row).toContainText('Paul Lefèvre');
    await expect(row).toContainText(fr('admin.users.roleUser'));
    await expect(row).toContainText('Découverte');
    // Nothing stored yet, in the French units used everywhere else (issue 27).
    await expect(row).toContainText('0 o');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const dictation = row.getByRole('switch', {
      name: `${fr('admin.users.dictaphone')} pour ${paul.email}`,
    });
    await expect(dictation).not.toBeChecked();
    await dictation.check();
    await expect(
      page.getByText(`Fonctionnalités bêta de ${paul.email} mises à jour`),
    ).toBeVisible();
    await page.reload();
    await showUserRow(page, paul);
    await expect(
      userRow(page, paul).getByRole('switch', {
        name: `${fr('admin.users.dictaphone')} pour ${paul.email}`,
      }),
    ).toBeChecked();
    await expect(
      userRow(page, paul).getByRole('switch', {
        name: `${fr('admin.users.operationReports')} pour ${paul.email}`,
      }),
    ).not.toBeChecked();

    // Paul sees the Dictée entry once his page loads again; CROP stays hidden.
    await paulPage.reload();
    await expect(dictationLink(paulPage)).toBeVisible();
    await expect(
      paulPage.getByTestId('sidebar').getByRole('link', { name: fr('nav.reports') }),
    ).toHaveCount(0);

    await userRow(page, paul)
      .getByRole('button', { name: `Nommer ${paul.email} administrateur` })
      .click();
    await expect(page.getByText(`${paul.email} est maintenant administrateur`)).toBeVisible();
    await expect(userRow(page, paul)).toContainText(fr('admin.users.roleAdmin'));
    await expect(userRow(page, paul).getByRole('button', { name: /Nommer/ })).toHaveCount(0);

    await paulPage.goto('/admin');
    await expect(paulPage.getByRole('heading', { name: fr('admin.users.title') })).toBeVisible();
    expect((await paulPage.request.get('/api/v1/admin/users')).status()).toBe(200);
    await paulContext.close();
  });

  test("un utilisateur qui n'est pas administrateur est refusé, par la page et par l'API", async ({
    page,
  }) => {
    const julie = await createAccount({ firstName: 'Julie', lastName: 'Bernard' });
    await signIn(page, julie);
    await page.goto('/admin');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('pages.admin.title'));
    await expect(page.getByText(fr('admin.accessDeniedTitle'))).toBeVisible();
    await expect(page.getByTestId('admin-users')).toHaveCount(0);
    await page.getByRole('link', { name: fr('app.backHome') }).click();
    await expect(page).toHaveURL(/\/$/);

    for (const path of ['/api/v1/admin/users', '/api/v1/admin/outbox']) {
      const answer = await page.request.get(path);
      expect(answer.status()).toBe(403);
    }
    const change = await page.request.patch(`/api/v1/admin/users/${encodeURIComponent('x')}`, {
      data: { role: 'admin' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(change.status()).toBe(403);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test("la boîte d'envoi montre le mail de vérification d'un nouveau compte", async ({ page }) => {
    const lucas = await createAccount({ firstName: 'Lucas', lastName: 'Moreau' });
    const admin = await createAccount({ admin: true, firstName: 'Alice', lastName: 'Admin' });
    await signIn(page, admin);
    await page.goto('/admin');

    const outbox = page.getByTestId('admin-outbox');
    const mail = outbox.getByRole('button').filter({ hasText: lucas.email }).first();
    await expect(mail).toBeVisible();
    await mail.click();

    const message = page.getByRole('dialog');
    await expect(message).toContainText(lucas.email);
    await expect(message).toContainText('Lucas Moreau');
    await expect(message).toContainText('/api/auth/verify-email?token=');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(message).toHaveCount(0);
    await expect(mail).toBeFocused();
  });
  test('la liste des comptes est virtualisée et se charge page après page en défilant', async ({
    page,
  }) => {
    // More than one page of accounts (the page asks for 50 at a time) must exist first.
    test.setTimeout(300_000);
    const admin = await createAccount({ admin: true, firstName: 'Alice', lastName: 'Admin' });
    await signIn(page, admin);
    let total = 0;
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const answer = await (await page.request.get(`/api/v1/admin/users?limit=200${query}`)).json();
      total += answer.items.length;
      cursor = answer.nextCursor;
    } while (cursor);
    const wanted = 52;
    for (let index = total; index < wanted; index += 5) {
      await Promise.all(
        Array.from({ length: Math.min(5, wanted - index) }, (_, offset) =>
          createAccount({ verified: false, firstName: 'Zoé', lastName: `Suivi ${index + offset}` }),
        ),
      );
    }
    total = Math.max(total, wanted);

    const nextPages: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/admin/users?') && request.url().includes('cursor='))
        nextPages.push(request.url());
    });
    await page.goto('/admin');
    const list = page.getByTestId('admin-users');
    await expect(list).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('50 utilisateurs affichés')).toBeVisible();

    // Other tests create accounts meanwhile: the list holds at least the accounts counted above.
    const shownCount = page.getByText(/^\d+ utilisateurs affichés$/);
    const shown = async () => Number((await shownCount.textContent())?.match(/^\d+/)?.[0]);
    await expect
      .poll(
        async () => {
          await list.evaluate((element) => element.scrollBy(0, element.clientHeight));
          return shown();
        },
        { timeout: 60_000, intervals: [100] },
      )
      .toBeGreaterThanOrEqual(total);
    expect(nextPages.length).toBeGreaterThan(0);
    // Only the rows near the scroll position exist in the page.
    expect(await page.getByTestId('admin-user-row').count()).toBeLessThan(30);
    const lastPosition = async () => {
      await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      return Number(await list.getByRole('listitem').last().getAttribute('aria-posinset'));
    };
    await expect.poll(lastPosition).toBeGreaterThanOrEqual(total);
  });
});
