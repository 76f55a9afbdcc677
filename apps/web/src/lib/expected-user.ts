import { EXPECTED_USER_HEADER, WRITE_METHODS } from '@photodossier/domain/expected-user';

/**
 * The user this page shows (decision 0032). Every write names it in x-expected-user, so the
 * server refuses it (409 auth.account_changed) when another tab made someone else the active
 * account meanwhile; the refusal is then reported to whoever follows the account (features/
 * account), which shows the text and reloads the page's account state.
 */
let expectedUserId: string | null = null;
const refusalListeners = new Set<() => void>();

export const accountChangedCode = 'auth.account_changed';

/** Set each time the session is read (the session query) and cleared on sign-out. */
export function setExpectedUser(userId: string | null): void {
  expectedUserId = userId;
}

export function expectedUser(): string | null {
  return expectedUserId;
}

/** The header to send with a request of that method, if any. */
export function expectedUserHeaders(method: string | undefined): Record<string, string> {
  if (!expectedUserId || !WRITE_METHODS.has((method ?? 'GET').toUpperCase())) return {};
  return { [EXPECTED_USER_HEADER]: expectedUserId };
}

/** A fetcher got 409 auth.account_changed: the page follows the active account. */
export function reportAccountChanged(): void {
  for (const listener of refusalListeners) listener();
}

export function onAccountChangedRefusal(listener: () => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}
