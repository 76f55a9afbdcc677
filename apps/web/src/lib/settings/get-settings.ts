import type { UserSettings } from '@photodossier/domain/user-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';
import { afterFirstPaint } from '@/lib/first-paint';
import { i18n } from '@/lib/i18n/i18n';
import { notify } from '@/lib/notify';

export const settingsPath = '/api/v1/settings';

/** Where the settings on screen come from: the server, or this browser's last copy. */
export type SettingsSource = 'server' | 'local';
export type LoadedSettings = { settings: UserSettings; source: SettingsSource };

export const settingsKeys = {
  all: ['settings'] as const,
  user: (userId: string) => [...settingsKeys.all, userId] as const,
};
export const settingsQueryKey = settingsKeys.user;

// The settings' schemas (zod) load with the first read instead of with the first screen, which
// only reads the settings once they arrive (decision 0071), and not before it is painted: their
// evaluation held the paint back (decision 0083). The answer itself is asked for at once.
const loadSettingsSchemas = () =>
  afterFirstPaint().then(() => import('@photodossier/domain/user-settings'));
const loadLocalCopy = () => afterFirstPaint().then(() => import('./settings-local-copy'));

export async function getSettings(): Promise<UserSettings> {
  const [body, { storedUserSettingsSchema }] = await Promise.all([
    apiRequest<unknown>(settingsPath),
    loadSettingsSchemas(),
  ]);
  return storedUserSettingsSchema.parse(body);
}

/**
 * Reads the server's document and keeps a copy on this browser; when the server cannot be
 * reached, shows the generic error toast and answers with that copy (spec 01 §8). Without a
 * copy the query fails, which the PIN lock reads as "loading failed" (one-minute fallback).
 * A 401 is not a failure to fall back from: the session ended.
 */
export async function loadSettings(userId: string): Promise<LoadedSettings> {
  // The answer is asked for at once; the local copy's code arrives meanwhile. That code may
  // not load (connection lost before it came): the read then goes on without a copy.
  const localCopy = loadLocalCopy().catch(() => null);
  try {
    const settings = await getSettings();
    const copy = await localCopy;
    if (!copy) return { settings, source: 'server' };
    copy.writeLocalSettings(userId, settings);
    return { settings: copy.withPendingChanges(userId, settings), source: 'server' };
  } catch (error) {
    // Signed out elsewhere: no fallback, the failed read lets the app re-read the session.
    if (isApiError(error) && error.status === 401) throw error;
    notify(i18n.t('errors:settings.load_failed'), { variant: 'error', id: 'settings-load' });
    const copy = await localCopy;
    const local = copy?.readLocalSettings(userId);
    if (copy && local) return { settings: copy.withPendingChanges(userId, local), source: 'local' };
    throw error;
  }
}

export const settingsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: settingsQueryKey(userId),
    queryFn: () => loadSettings(userId),
    // The fallback already answered; a retry would only repeat the toast. Reconnecting or
    // focusing the tab reads the server again.
    retry: false,
    staleTime: 30_000,
  });

export function useSettings(userId: string) {
  return useQuery(settingsQueryOptions(userId));
}
