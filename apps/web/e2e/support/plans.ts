import type { Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { baseURL, createAccount, signIn, type Account } from './accounts';

export async function userId(page: Page): Promise<string> {
  const session = await page.request.get('/api/v1/account/session');
  return ((await session.json()) as { user: { id: string } }).user.id;
}

/** Sets an account's plan as an administrator does, through the API (decision 0017). */
export async function setPlan(
  browser: Browser,
  account: Account,
  planId: 'pro' | 'essentiel' | 'decouverte',
) {
  const admin = await createAccount({ admin: true });
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  const id = await userId(page);
  await context.clearCookies();
  await signIn(page, admin);
  const response = await page.request.put(`/api/v1/admin/users/${id}/plan`, {
    headers: { origin: baseURL },
    data: { planId },
  });
  expect(response.status(), await response.text()).toBe(204);
  await context.close();
}
