import { useCallback, useMemo } from 'react';
import { createStore, useStore } from '@/lib/create-store';

// Pinning is a local toggle (spec 01 §4): kept in this browser, one list per signed-in user.
export const pinnedPatientsStorageKey = (userId: string) =>
  `photodossier-pinned-patients:${userId}`;

// The lists live in localStorage; this store only counts their changes, so every list shown
// reads its key again. Another tab pinning a patient changes this tab's list too.
const pinChanges = createStore(0, {
  follow: (store) => {
    const onStorage = () => store.setState((count) => count + 1);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
});

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
  const raw = useStore(
    pinChanges,
    useCallback(() => readRaw(key), [key]),
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
      pinChanges.setState((count) => count + 1);
    },
    [key],
  );

  return { pinnedIds, isPinned: (id: string) => pinnedSet.has(id), togglePin };
}
