import { createStore, useStore } from '@/lib/create-store';
import { cardDcimOnly, DEFAULT_CARD_SCAN } from './analyse-card';
import { sdCardWatch } from './camera-folder-watch';
import { loadKeptFolder } from './folder-failures';

export type CardConnection = 'unknown' | 'connected' | 'waiting';

/**
 * The card this browser keeps for the signed-in user, shared by the app-wide host (which polls
 * it and resumes its watch) and the SD tab (which reads it): one poll, one set of toasts.
 */
export type SdCardLinkState = {
  /** Whose card (its handle key) the rest describes; null before any was looked up. */
  readonly key: string | null;
  readonly loading: boolean;
  readonly handle: FileSystemDirectoryHandle | null;
  readonly connection: CardConnection;
  /**
   * The browser no longer lets the card be read without asking (after a reload, outside an
   * installed app): only a click may ask, so the watch waits for one.
   */
  readonly accessNeeded: boolean;
};

const initial: SdCardLinkState = {
  key: null,
  loading: false,
  handle: null,
  connection: 'unknown',
  accessNeeded: false,
};

const link = createStore<SdCardLinkState>(initial);
let lookup: { key: string; done: Promise<FileSystemDirectoryHandle | null> } | null = null;

export function useSdCardLink(): SdCardLinkState {
  return useStore(link);
}

/** The card kept for `key`, looked up once per tab however many readers ask. */
export function lookUpKeptCard(key: string): Promise<FileSystemDirectoryHandle | null> {
  if (lookup?.key === key) return lookup.done;
  link.setState({ ...initial, key, loading: true });
  const done: Promise<FileSystemDirectoryHandle | null> = loadKeptFolder(key)
    .then((record) => record?.handle ?? null)
    .catch(() => null)
    .then((handle) => {
      // A card picked meanwhile wins over the one this lookup found.
      if (lookup?.done === done)
        link.setState((current) => ({ ...current, loading: false, handle }));
      return handle;
    });
  lookup = { key, done };
  return done;
}

/** A card picked, or forgotten (null): what the host polls and the tab shows from now on. */
export function keepCard(key: string, handle: FileSystemDirectoryHandle | null): void {
  lookup = { key, done: Promise.resolve(handle) };
  link.setState({ ...initial, key, handle });
}

/** What a look at `handle` found; dropped if another card replaced it meanwhile. */
export function reportCard(
  handle: FileSystemDirectoryHandle,
  found: Partial<Pick<SdCardLinkState, 'connection' | 'accessNeeded'>>,
): void {
  link.setState((current) => {
    if (current.handle !== handle) return current;
    const same = (Object.keys(found) as (keyof typeof found)[]).every(
      (field) => current[field] === found[field],
    );
    return same ? current : { ...current, ...found };
  });
}

/** Tests: a fresh tab. */
export function resetSdCardLink(): void {
  lookup = null;
  link.setState(initial);
}

/** Whether the card answers: its listing opens (a card pulled out, or unreadable, does not). */
export async function isReachable(handle: FileSystemDirectoryHandle): Promise<boolean> {
  try {
    const iterator = (handle as unknown as { values(): AsyncIterator<FileSystemHandle> }).values();
    await iterator.next();
    return true;
  } catch {
    return false;
  }
}

// Bumped by every start and stop, so that a start still reading the card's layout when the user
// paused (or another start began) does not switch the watch on behind their back.
let cardWatchGeneration = 0;

/**
 * The card's watch: the whole card, or its DCIM folder when it has one and the scan says so.
 * False when a stop or another start came first, and this one gave way.
 */
export async function startCardWatch(
  root: FileSystemDirectoryHandle,
  scan: { readonly dcimOnly: boolean; readonly extensions: Iterable<string> } = DEFAULT_CARD_SCAN,
): Promise<boolean> {
  const generation = ++cardWatchGeneration;
  const dcimOnly = await cardDcimOnly(root, scan.dcimOnly);
  if (generation !== cardWatchGeneration) return false;
  await sdCardWatch().start(root, { recursive: true, dcimOnly, extensions: [...scan.extensions] });
  return generation === cardWatchGeneration;
}

/** Stops the card's watch, a start still on its way included. */
export function stopCardWatch(): void {
  cardWatchGeneration += 1;
  sdCardWatch().stop();
}
