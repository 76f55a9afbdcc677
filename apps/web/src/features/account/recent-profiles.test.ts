import { beforeEach, describe, expect, it } from 'vitest';
import type { DeviceSession } from './api/list-device-sessions';
import {
  currentSessionToken,
  forgetProfile,
  otherProfiles,
  readRecentProfiles,
  recentProfilesKey,
  rememberProfile,
  remainingSessionAfter,
  type StoredProfile,
} from './recent-profiles';

function stored(uid: string, lastActiveAt: number): StoredProfile {
  return {
    uid,
    email: `${uid}@cabinet.fr`,
    displayName: `Dr ${uid}`,
    photoURL: null,
    lastActiveAt,
  };
}

function deviceSession(
  uid: string,
  token: string,
  updatedAt = '2026-11-20T10:00:00.000Z',
): DeviceSession {
  return {
    session: { token, userId: uid, expiresAt: '2026-12-30T00:00:00.000Z', updatedAt },
    user: { id: uid, name: `Dr ${uid}`, email: `${uid}@cabinet.fr`, image: null },
  };
}

describe('stored recent profiles', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one entry per account, newest first, under the photodossier- key', () => {
    rememberProfile(stored('martin', 1000));
    rememberProfile(stored('durand', 3000));
    rememberProfile(stored('martin', 5000));

    expect(readRecentProfiles().map((profile) => [profile.uid, profile.lastActiveAt])).toEqual([
      ['martin', 5000],
      ['durand', 3000],
    ]);
    expect(JSON.parse(localStorage.getItem(recentProfilesKey) ?? '[]')).toHaveLength(2);
  });

  it('keeps the ten most recent accounts', () => {
    for (let index = 0; index < 12; index += 1) rememberProfile(stored(`user${index}`, index));
    const uids = readRecentProfiles().map((profile) => profile.uid);
    expect(uids).toHaveLength(10);
    expect(uids[0]).toBe('user11');
    expect(uids).not.toContain('user0');
    expect(uids).not.toContain('user1');
  });

  it('reads a damaged list as empty and drops malformed entries', () => {
    localStorage.setItem(recentProfilesKey, '{not json');
    expect(readRecentProfiles()).toEqual([]);
    localStorage.setItem(
      recentProfilesKey,
      JSON.stringify([stored('ok', 1), { uid: 'no-email', lastActiveAt: 2 }, 'text']),
    );
    expect(readRecentProfiles().map((profile) => profile.uid)).toEqual(['ok']);
  });

  it('forgets one account', () => {
    rememberProfile(stored('martin', 1));
    rememberProfile(stored('durand', 2));
    expect(forgetProfile('martin').map((profile) => profile.uid)).toEqual(['durand']);
  });
});

describe('otherProfiles', () => {
  it('merges signed-in accounts and remembered ones, without the current one', () => {
    const choices = otherProfiles(
      'martin',
      [deviceSession('martin', 'tok-m'), deviceSession('durand', 'tok-d')],
      [stored('martin', 9000), stored('durand', 5000), stored('petit', 7000)],
    );
    expect(choices.map((choice) => [choice.uid, choice.sessionToken, choice.lastActiveAt])).toEqual(
      [
        ['petit', null, 7000],
        ['durand', 'tok-d', 5000],
      ],
    );
  });

  it("dates a signed-in account never remembered here by its session's last update", () => {
    const [choice] = otherProfiles(
      'martin',
      [deviceSession('durand', 'tok-d', '2026-11-21T08:00:00.000Z')],
      [],
    );
    expect(choice?.lastActiveAt).toBe(Date.parse('2026-11-21T08:00:00.000Z'));
    expect(choice?.displayName).toBe('Dr durand');
  });
});

describe('sign-out helpers', () => {
  const sessions = [deviceSession('martin', 'tok-m'), deviceSession('durand', 'tok-d')];

  it("finds the active account's token and another account to fall back on", () => {
    expect(currentSessionToken('martin', sessions)).toBe('tok-m');
    expect(remainingSessionAfter('martin', sessions)?.user.id).toBe('durand');
  });

  it('has no fallback when the active account is the only one', () => {
    expect(remainingSessionAfter('martin', [deviceSession('martin', 'tok-m')])).toBeUndefined();
  });
});
