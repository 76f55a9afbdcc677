import { errorMessages } from '@photodossier/domain/errors';
import { expect, test, text, usePreferences } from './support/fixtures';

// The server limits sign-in attempts per client address (decision 0010, AUTH_ATTEMPT_LIMIT,
// 5 per minute by default). playwright.config.ts trusts X-Forwarded-For from loopback, so this
// test spends the attempts of an address of its own and never blocks the other tests.
const ownClientAddress = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
// Far above any limit a test server is given; the loop stops as soon as the limit answers.
const MAX_ATTEMPTS = 40;

test.use({ extraHTTPHeaders: { 'x-forwarded-for': ownClientAddress } });
test.beforeEach(async ({ page }) => usePreferences(page, 'fr'));

test('trop de tentatives de connexion : « Trop de tentatives… », avec l’e-mail conservé', async ({
  page,
}) => {
  // Up to the limit's worth of sign-in round trips, on a machine other runs share.
  test.setTimeout(120_000);
  const email = `devine-${Date.now()}@cabinet.test`;
  const tooMany = errorMessages['auth.too_many_attempts'].fr;
  expect(tooMany).toBe(
    'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
  );

  await page.goto('/auth');
  await page.getByLabel(text('fr', 'auth.email')).fill(email);
  const password = page.getByLabel(text('fr', 'auth.password'), { exact: true });
  const submit = page.getByRole('button', { name: text('fr', 'auth.signIn'), exact: true });

  let statuses: number[] = [];
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    await password.fill(`mauvais-${attempt}`);
    const answer = page.waitForResponse((response) =>
      response.url().endsWith('/api/auth/sign-in/email'),
    );
    await submit.click();
    const status = (await answer).status();
    statuses = [...statuses, status];
    if (status === 429) break;
    await expect(page.getByRole('alert')).toHaveText(errorMessages['auth.invalid_credentials'].fr);
  }

  // Refused for a while after a few wrong passwords, not at the first one.
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.length).toBeGreaterThan(1);
  await expect(page.getByRole('alert')).toHaveText(tooMany);
  await expect(page.getByLabel(text('fr', 'auth.email'))).toHaveValue(email);
});
