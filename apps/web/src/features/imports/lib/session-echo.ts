// Every change of a session is announced to all the user's streams, this tab's too. Each write
// this tab sends expects one echo; an event that finds an unclaimed expectation is taken for
// that echo and costs no GET. When a write fails after its expectation was claimed, the claim
// was somebody else's event, so a refresh is owed.

import type { EchoExpectation } from './engine-parts';
import { engineParts } from './import-engine';

const ECHO_TTL_MS = 5000;

const echoes = () => engineParts().echoes;

function purge(now: number) {
  const state = echoes();
  state.expected = state.expected.filter((item) => item.expires > now);
}

/** Called by the sync: what to do when a claimed echo turns out not to be ours. */
export function setMissedEchoHandler(handler: (() => void) | null): void {
  echoes().onMissed = handler;
}

/**
 * Expects the echo of a write under way (a session call, or an upload whose last bytes are
 * sent: the server records it in the session before answering). Settle it with whether the
 * write took place; it is expected until then, and for a while after.
 */
export function expectEcho(sessionId: string): (wrote: boolean) => void {
  const state = echoes();
  const item: EchoExpectation = { sessionId, expires: Number.POSITIVE_INFINITY, claimed: false };
  state.expected.push(item);
  let settled = false;
  return (wrote) => {
    if (settled) return;
    settled = true;
    if (wrote) {
      item.expires = Date.now() + ECHO_TTL_MS;
      return;
    }
    state.expected = state.expected.filter((other) => other !== item);
    if (item.claimed) state.onMissed?.();
  };
}

/** Wraps one session write: its echo is expected until it settles, and for a while after. */
export async function withEcho<T>(sessionId: string, write: () => Promise<T>): Promise<T> {
  const settle = expectEcho(sessionId);
  try {
    const result = await write();
    settle(true);
    return result;
  } catch (error) {
    settle(false);
    throw error;
  }
}

/** True when the event is (probably) the echo of a write of this tab. */
export function claimEcho(sessionId: string, now: number = Date.now()): boolean {
  purge(now);
  const item = echoes().expected.find((entry) => entry.sessionId === sessionId && !entry.claimed);
  if (!item) return false;
  item.claimed = true;
  return true;
}

export function resetEchoes(): void {
  echoes().expected = [];
}
