import { useCallback, useMemo, useSyncExternalStore } from 'react';

// Pinning is a local toggle (spec 01 §4): kept in this browser, one list per signed-in user.
export const pinnedPatientsStorageKey = (userId: string) =>
  `photodossier-pinned-patients:${userId}`;

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab pinning a patient changes this tab's list too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readRaw(key: string): string {
  try {
    return localStorage.getItem(key) ?? '[]';
  } catch {
    return '[]';
  }
}

function parseIds(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The ids this user pinned, most recently pinned first, and the toggle. */
export function usePinnedPatients(userId: string) {
  const key = pinnedPatientsStorageKey(userId);
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => '[]',
  );
  const pinnedIds = useMemo(() => parseIds(raw), [raw]);
  const pinnedSet = useMemo(() => new Set(pinnedIds), [pinnedIds]);

  const togglePin = useCallback(
    (patientId: string) => {
      const current = parseIds(readRaw(key));
      const next = current.includes(patientId)
        ? current.filter((id) => id !== patientId)
        : [patientId, ...current];
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or refused (private mode): the pin simply does not stick.
      }
      for (const listener of listeners) listener();
    },
    [key],
  );

  return { pinnedIds, isPinned: (id: string) => pinnedSet.has(id), togglePin };
}
