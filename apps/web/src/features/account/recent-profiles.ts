import type { DeviceSession } from './api/list-device-sessions';

/** A profile used on this browser (spec 02 §3 "Stored profile"); lastActiveAt in epoch ms. */
export type StoredProfile = {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  lastActiveAt: number;
};

/** The signed-in account, as the session names it. */
export type CurrentProfile = { id: string; name: string; email: string; image?: string | null };

export function toStoredProfile(profile: CurrentProfile, lastActiveAt: number): StoredProfile {
  return {
    uid: profile.id,
    email: profile.email,
    displayName: profile.name || null,
    photoURL: profile.image ?? null,
    lastActiveAt,
  };
}

/** A profile the switcher offers: signed in (it has a session token) or to sign in again. */
export type ProfileChoice = StoredProfile & { sessionToken: string | null };

export const recentProfilesKey = 'photodossier-recent-profiles';
/** Session key of spec 02 §3 marking a sign-out in progress. */
export const pendingSignOutKey = 'pendingSignOut';

// Enough for a shared practice computer; the oldest fall off first.
const MAX_STORED_PROFILES = 10;

function isStoredProfile(value: unknown): value is StoredProfile {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.uid === 'string' &&
    typeof item.email === 'string' &&
    (item.displayName === null || typeof item.displayName === 'string') &&
    (item.photoURL === null || typeof item.photoURL === 'string') &&
    typeof item.lastActiveAt === 'number' &&
    Number.isFinite(item.lastActiveAt)
  );
}

/** The stored list, newest first; anything unreadable (hand-edited, older format) is dropped. */
export function readRecentProfiles(storage: Storage = localStorage): StoredProfile[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(recentProfilesKey) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(isStoredProfile).sort((a, b) => b.lastActiveAt - a.lastActiveAt);
}

function writeRecentProfiles(profiles: StoredProfile[], storage: Storage) {
  try {
    storage.setItem(recentProfilesKey, JSON.stringify(profiles.slice(0, MAX_STORED_PROFILES)));
  } catch {
    // A full or disabled storage only costs the list of recent profiles.
  }
}

/** Records (or refreshes) a profile as used now; returns the new list. */
export function rememberProfile(
  profile: StoredProfile,
  storage: Storage = localStorage,
): StoredProfile[] {
  const others = readRecentProfiles(storage).filter((item) => item.uid !== profile.uid);
  const profiles = [profile, ...others].sort((a, b) => b.lastActiveAt - a.lastActiveAt);
  writeRecentProfiles(profiles, storage);
  return readRecentProfiles(storage);
}

export function forgetProfile(uid: string, storage: Storage = localStorage): StoredProfile[] {
  writeRecentProfiles(
    readRecentProfiles(storage).filter((item) => item.uid !== uid),
    storage,
  );
  return readRecentProfiles(storage);
}

function parseTime(value: string): number {
  const time = Date.parse(value);
  return Number.isFinite(time) ? time : 0;
}

/**
 * The other profiles of this browser, most recently used first: every account still signed in
 * (switchable at once) and every remembered one that is not (it needs signing in again).
 * The remembered date wins, since a session's own date moves on every request.
 */
export function otherProfiles(
  currentUserId: string,
  deviceSessions: readonly DeviceSession[],
  stored: readonly StoredProfile[],
): ProfileChoice[] {
  const storedById = new Map(stored.map((profile) => [profile.uid, profile]));
  const choices = new Map<string, ProfileChoice>();
  for (const { session, user } of deviceSessions) {
    if (user.id === currentUserId || choices.has(user.id)) continue;
    const remembered = storedById.get(user.id);
    choices.set(user.id, {
      uid: user.id,
      email: user.email,
      displayName: user.name || null,
      photoURL: user.image ?? null,
      lastActiveAt: remembered?.lastActiveAt ?? parseTime(session.updatedAt),
      sessionToken: session.token,
    });
  }
  for (const profile of stored) {
    if (profile.uid === currentUserId || choices.has(profile.uid)) continue;
    choices.set(profile.uid, { ...profile, sessionToken: null });
  }
  return [...choices.values()].sort((a, b) => b.lastActiveAt - a.lastActiveAt);
}

/** Another signed-in account to fall back on when the active one signs out, if any. */
export function remainingSessionAfter(
  currentUserId: string,
  deviceSessions: readonly DeviceSession[],
): DeviceSession | undefined {
  return deviceSessions.find(({ user }) => user.id !== currentUserId);
}

/** The active account's own session token, needed to revoke only that one. */
export function currentSessionToken(
  currentUserId: string,
  deviceSessions: readonly DeviceSession[],
): string | undefined {
  return deviceSessions.find(({ user }) => user.id === currentUserId)?.session.token;
}
