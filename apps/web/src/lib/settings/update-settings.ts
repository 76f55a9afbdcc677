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
  clearPendingPatch,
  mergeSettingsPatches,
  readPendingRaw,
  readPendingSettings,
  withPendingChanges,
  writeLocalSettings,
  writePendingSettings,
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

/**
 * What a save sends: the change alone, or merged into the changes still queued. The merge is a
 * new patch with a new id, since the queued one may have reached the server already. Sending
 * nothing new (a retry) keeps the queued patch's id, so the server can recognise it.
 */
function nextToSend(queued: PendingSettings | null, patch: UserSettingsPatch): PendingSettings {
  if (!queued) return { id: newClientId(), patch };
  if (Object.keys(patch).length === 0) return queued;
  return { id: newClientId(), patch: mergeSettingsPatches(queued.patch, patch) };
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
 * Applies the patch on screen at once, then sends it together with any change still queued on
 * this browser. Resolves 'queued' when the server is out of reach and the change is kept;
 * rejects (after restoring what was on screen) when the server refuses it.
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

  const queuedBefore = readPendingSettings(userId);
  const toSend = nextToSend(queuedBefore, patch);
  if (keepOnDevice) writePendingSettings(userId, toSend);
  const queuedWhenSent = readPendingRaw(userId);

  try {
    const saved = await updateSettings(toSend);
    writeLocalSettings(userId, saved);
    // Changes queued while this request ran are sent by the next save; re-sending is harmless.
    if (readPendingRaw(userId) === queuedWhenSent) clearPendingPatch(userId);
    queryClient.setQueryData<LoadedSettings>(key, {
      settings: withPendingChanges(userId, saved),
      source: 'server',
    });
    return 'saved';
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
    if (keepOnDevice) {
      if (queuedBefore) writePendingSettings(userId, queuedBefore);
      else clearPendingPatch(userId);
    }
    if (previous) queryClient.setQueryData(key, previous);
    throw error;
  }
}

const flushing = new Set<string>();

/** Sends the changes still queued on this browser, if any; silent when it fails again. */
export async function flushPendingSettings(queryClient: QueryClient, userId: string) {
  if (flushing.has(userId) || !readPendingSettings(userId)) return;
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
