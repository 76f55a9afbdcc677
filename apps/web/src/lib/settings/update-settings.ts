import {
  applyUserSettingsPatch,
  storedUserSettingsSchema,
  type UserSettings,
  type UserSettingsPatch,
} from '@photodossier/domain/user-settings';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n/i18n';
import { notify } from '@/lib/notify';
import { newClientId } from '@/lib/client-id';
import {
  dropPendingSettings,
  queuePendingSettings,
  readPendingQueue,
  withPendingChanges,
  writeLocalSettings,
  type PendingSettings,
} from './settings-local-copy';
import { settingsPath, settingsQueryKey, type LoadedSettings } from './get-settings';

/**
 * Merge-write: the server applies the patch onto the stored document and answers with it. With
 * an id, a patch the server already applied is not applied again (its answer was lost).
 */
export async function updateSettings({ id, patch }: PendingSettings): Promise<UserSettings> {
  return storedUserSettingsSchema.parse(
    await apiRequest<unknown>(settingsPath, {
      method: 'PATCH',
      json: patch,
      ...(id === null ? {} : { headers: { 'idempotency-key': id } }),
    }),
  );
}

/** `saved`: the server has it. `queued`: kept on this browser and sent again later. */
export type SaveOutcome = 'saved' | 'queued';

export type SaveOptions = {
  /**
   * Keep the change on this browser when the server cannot be reached (default). Off for
   * changes that must not pretend to be saved, such as the PIN.
   */
  keepOnDevice?: boolean;
  /** No toast: background retries of queued changes. */
  quiet?: boolean;
};

/** Only failures a later attempt can change: no network, a server error, a timeout, a rate limit. */
function canRetryLater(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

/**
 * Applies the patch on screen at once, then sends the changes still queued on this browser,
 * oldest first, each under its own id, and this one last. Resolves 'queued' when the server is
 * out of reach and the change is kept; rejects (after restoring what was on screen) when the
 * server refuses it. A queued change the server refuses is dropped: it can never be saved.
 */
export async function saveSettingsPatch(
  queryClient: QueryClient,
  userId: string,
  patch: UserSettingsPatch,
  { keepOnDevice = true, quiet = false }: SaveOptions = {},
): Promise<SaveOutcome> {
  const key = settingsQueryKey(userId);
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueryData<LoadedSettings>(key);
  const optimistic = previous
    ? applyUserSettingsPatch(previous.settings, patch, new Date().toISOString())
    : null;
  if (previous && optimistic) queryClient.setQueryData(key, { ...previous, settings: optimistic });

  const change: PendingSettings | null =
    Object.keys(patch).length > 0 ? { id: newClientId(), patch } : null;
  const queued = readPendingQueue(userId);
  if (keepOnDevice && change) queuePendingSettings(userId, change);

  let saved: UserSettings | null = null;
  try {
    for (const entry of change ? [...queued, change] : queued) {
      try {
        saved = await updateSettings(entry);
      } catch (error) {
        if (entry === change || canRetryLater(error)) throw error;
      }
      // Two saves running at once may both send a change: the server applies its id once.
      dropPendingSettings(userId, entry);
    }
  } catch (error) {
    if (keepOnDevice && canRetryLater(error)) {
      if (optimistic) writeLocalSettings(userId, optimistic);
      if (!quiet) {
        notify(i18n.t('errors:settings.save_failed'), {
          variant: 'error',
          id: 'settings-save',
          description: i18n.t('accountSettings.keptOnDevice'),
        });
      }
      return 'queued';
    }
    if (change) dropPendingSettings(userId, change);
    if (previous) queryClient.setQueryData(key, previous);
    throw error;
  }
  if (saved) {
    writeLocalSettings(userId, saved);
    queryClient.setQueryData<LoadedSettings>(key, {
      settings: withPendingChanges(userId, saved),
      source: 'server',
    });
  }
  return 'saved';
}

const flushing = new Set<string>();

/** Sends the changes still queued on this browser, if any; silent when it fails again. */
export async function flushPendingSettings(queryClient: QueryClient, userId: string) {
  if (flushing.has(userId) || readPendingQueue(userId).length === 0) return;
  flushing.add(userId);
  try {
    await saveSettingsPatch(queryClient, userId, {}, { quiet: true });
  } catch {
    // Refused by the server: the queued change was dropped and the screen restored.
  } finally {
    flushing.delete(userId);
  }
}

export function useUpdateSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ patch, ...options }: { patch: UserSettingsPatch } & SaveOptions) =>
      saveSettingsPatch(queryClient, userId, patch, options),
  });
}
