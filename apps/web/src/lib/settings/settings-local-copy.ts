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
 * One change the server has not confirmed, with the id it is sent under: sent again after a
 * lost answer, the same id lets the server apply it once (decision 0073).
 */
export interface PendingSettings {
  /** Null for a change queued before ids existed: sent as it was then. */
  readonly id: string | null;
  readonly patch: UserSettingsPatch;
}

const pendingSettingsSchema = z.object({ id: z.string(), patch: userSettingsPatchSchema });

/**
 * The changes the server has not confirmed, oldest first. Each keeps its own id: one may have
 * reached the server already, so they are never merged into a new patch (decision 0074).
 * Earlier browsers stored one change, with or without its id.
 */
export function readPendingQueue(userId: string): PendingSettings[] {
  const stored = readJson(pendingSettingsKey(userId));
  if (stored === null) return [];
  const entries = Array.isArray(stored) ? stored : [stored];
  return entries.flatMap((entry): PendingSettings[] => {
    const withId = pendingSettingsSchema.safeParse(entry);
    if (withId.success) return [withId.data];
    const bare = userSettingsPatchSchema.safeParse(entry);
    return bare.success && Object.keys(bare.data).length > 0
      ? [{ id: null, patch: bare.data }]
      : [];
  });
}

function writePendingQueue(userId: string, queue: readonly PendingSettings[]): void {
  if (queue.length === 0) {
    clearPendingPatch(userId);
    return;
  }
  writeJson(
    pendingSettingsKey(userId),
    queue.map((entry) => (entry.id === null ? entry.patch : entry)),
  );
}

export function queuePendingSettings(userId: string, change: PendingSettings): void {
  writePendingQueue(userId, [...readPendingQueue(userId), change]);
}

const sameChange = (a: PendingSettings, b: PendingSettings) =>
  a.id === null
    ? b.id === null && JSON.stringify(a.patch) === JSON.stringify(b.patch)
    : a.id === b.id;

/** The server has this change, or refused it for good. */
export function dropPendingSettings(userId: string, change: PendingSettings): void {
  writePendingQueue(
    userId,
    readPendingQueue(userId).filter((entry) => !sameChange(entry, change)),
  );
}

/** Every change still queued, as one patch: what the screen shows over the server's copy. */
export function readPendingPatch(userId: string): UserSettingsPatch | null {
  const queue = readPendingQueue(userId);
  if (queue.length === 0) return null;
  return queue.reduce<UserSettingsPatch>(
    (merged, entry) => mergeSettingsPatches(merged, entry.patch),
    {},
  );
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
