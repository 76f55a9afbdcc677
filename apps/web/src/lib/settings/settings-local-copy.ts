import {
  applyUserSettingsPatch,
  storedUserSettingsSchema,
  userSettingsPatchSchema,
  type UserSettings,
  type UserSettingsPatch,
} from '@photodossier/domain/user-settings';
import { z } from 'zod';
import { pendingSettingsKey, settingsCopyKey } from './settings-storage-keys';

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the server copy stays the reference.
  }
}

export function readLocalSettings(userId: string): UserSettings | null {
  const stored = readJson(settingsCopyKey(userId));
  if (stored === null) return null;
  const parsed = storedUserSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export function writeLocalSettings(userId: string, settings: UserSettings): void {
  writeJson(settingsCopyKey(userId), settings);
}

/**
 * The changes the server has not confirmed, with the id they are sent under: sent again after
 * a lost answer, the same id lets the server apply them once (decision 0073).
 */
export interface PendingSettings {
  /** Null for changes queued before ids existed: sent as they were then. */
  readonly id: string | null;
  readonly patch: UserSettingsPatch;
}

const pendingSettingsSchema = z.object({ id: z.string(), patch: userSettingsPatchSchema });

export function readPendingSettings(userId: string): PendingSettings | null {
  const stored = readJson(pendingSettingsKey(userId));
  if (stored === null) return null;
  const withId = pendingSettingsSchema.safeParse(stored);
  const pending = withId.success
    ? withId.data
    : { id: null, patch: userSettingsPatchSchema.safeParse(stored).data ?? {} };
  return Object.keys(pending.patch).length > 0 ? pending : null;
}

export function readPendingPatch(userId: string): UserSettingsPatch | null {
  return readPendingSettings(userId)?.patch ?? null;
}

/** The stored text itself, to tell whether other changes were queued while a save ran. */
export function readPendingRaw(userId: string): string | null {
  try {
    return localStorage.getItem(pendingSettingsKey(userId));
  } catch {
    return null;
  }
}

export function writePendingSettings(userId: string, pending: PendingSettings): void {
  writeJson(pendingSettingsKey(userId), pending.id === null ? pending.patch : pending);
}

export function clearPendingPatch(userId: string): void {
  try {
    localStorage.removeItem(pendingSettingsKey(userId));
  } catch {
    // Nothing to clear when storage is refused.
  }
}

function mergeRecords<T extends object>(
  earlier: Readonly<Record<string, Partial<T>>> | undefined,
  later: Readonly<Record<string, Partial<T>>> | undefined,
): Record<string, Partial<T>> | undefined {
  if (!earlier) return later;
  if (!later) return earlier;
  const merged: Record<string, Partial<T>> = { ...earlier };
  for (const [id, entry] of Object.entries(later)) merged[id] = { ...earlier[id], ...entry };
  return merged;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/** One patch equal to applying `earlier` then `later` (nested objects merge, later wins). */
export function mergeSettingsPatches(
  earlier: UserSettingsPatch,
  later: UserSettingsPatch,
): UserSettingsPatch {
  const nested = <K extends 'emailTransfer' | 'cameraSettings' | 'mediaPipeBackgroundSettings'>(
    key: K,
  ): UserSettingsPatch[K] =>
    earlier[key] || later[key] ? { ...earlier[key], ...later[key] } : undefined;
  return withoutUndefined({
    ...earlier,
    ...withoutUndefined(later),
    emailTransfer: nested('emailTransfer'),
    cameraSettings: nested('cameraSettings'),
    mediaPipeBackgroundSettings: nested('mediaPipeBackgroundSettings'),
    machineSettings: mergeRecords(earlier.machineSettings, later.machineSettings),
    sdCardSettings: mergeRecords(earlier.sdCardSettings, later.sdCardSettings),
  });
}

/** Changes typed on this browser that the server has not accepted yet stay on screen. */
export function withPendingChanges(userId: string, settings: UserSettings): UserSettings {
  const pending = readPendingPatch(userId);
  if (!pending) return settings;
  return applyUserSettingsPatch(
    settings,
    pending,
    settings.lastUpdated ?? new Date().toISOString(),
  );
}
