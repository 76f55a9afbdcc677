import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { createAccount, signIn, type AccountOptions } from './accounts';

/** The storage state of a visitor who never signed in. */
export const signedOutState = { cookies: [], origins: [] };

/**
 * One account for a whole spec file: created and signed in once (beforeAll), its session
 * cookie saved to a storage-state file that the file's tests start from. Only cookies are kept:
 * the tests set their own language and theme, and some check what a fresh browser detects.
 *
 * Returns the path of the storage state, for tests that open their own browser contexts.
 */
export function signInOncePerFile(specName: string, options: AccountOptions = {}): string {
  const dir = join(tmpdir(), `photodossier-e2e-states-${process.env.E2E_PORT ?? 4321}`);
  const statePath = join(dir, `${specName}-${process.pid}.json`);

  // Contexts made while the file runs (the accounts helper's API context too) read this path as
  // their default storage state: it holds an empty state until the account has signed in.
  mkdirSync(dir, { recursive: true });
  writeFileSync(statePath, JSON.stringify(signedOutState));

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ storageState: signedOutState });
    const account = await createAccount(options);
    const page = await context.newPage();
    await signIn(page, account);
    writeFileSync(statePath, JSON.stringify({ cookies: await context.cookies(), origins: [] }));
    await context.close();
  });
  test.use({ storageState: statePath });
  return statePath;
}
