/**
 * Tabs of one browser share the session cookie: when one of them signs in, switches profile or
 * signs out, the others must show the new active account at once (decision 0032). A tab never
 * hears its own messages (one channel object per tab).
 */
const CHANNEL_NAME = 'photodossier-account';

type AccountMessage = { type: 'account-changed'; userId: string | null };

let channel: BroadcastChannel | null | undefined;

function accountChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  }
  return channel;
}

function isAccountMessage(data: unknown): data is AccountMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<AccountMessage>;
  return (
    message.type === 'account-changed' &&
    (message.userId === null || typeof message.userId === 'string')
  );
}

/** Tells the other tabs who is now the active account (null: nobody is signed in). */
export function announceAccountChange(userId: string | null): void {
  try {
    accountChannel()?.postMessage({ type: 'account-changed', userId } satisfies AccountMessage);
  } catch {
    // A closed channel (page unloading): the other tabs still meet the server's 409.
  }
}

/** Calls the listener each time another tab announces an account change. */
export function onAccountChangeElsewhere(listener: (userId: string | null) => void): () => void {
  const opened = accountChannel();
  if (!opened) return () => {};
  const handle = (event: MessageEvent<unknown>) => {
    if (isAccountMessage(event.data)) listener(event.data.userId);
  };
  opened.addEventListener('message', handle);
  return () => opened.removeEventListener('message', handle);
}
