import { LAST_EMAIL_SESSION_KEY } from '@photodossier/domain/password-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError, translateErrorCode } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { deviceSessionsQueryOptions } from '../api/list-device-sessions';
import { revokeDeviceSession } from '../api/revoke-device-session';
import { setActiveSession } from '../api/set-active-session';
import { signOut } from '../api/sign-out';
import { useSessionCache } from './use-session-cache';
import {
  type CurrentProfile,
  currentSessionToken,
  pendingSignOutKey,
  remainingSessionAfter,
  rememberProfile,
  toStoredProfile,
  type ProfileChoice,
} from '../recent-profiles';

/** /auth while someone is still signed in: sign in one more account beside the current ones. */
export const addProfilePath = `${paths.auth}?addProfile=1`;

export type ProfileActionPending = { kind: 'switch'; uid: string } | { kind: 'signOut' } | null;

function writeSessionKey(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage disabled: /auth simply starts with an empty e-mail field.
  }
}

/** Switch, add and sign-out of the profile dialog, with the spec's error texts. */
export function useProfileActions(current: CurrentProfile) {
  const queryClient = useQueryClient();
  const sessionCache = useSessionCache();
  const navigate = useNavigate();
  const [pending, setPending] = useState<ProfileActionPending>(null);

  function rememberCurrent() {
    rememberProfile(toStoredProfile(current, Date.now()));
  }

  // Another account is now active: nothing read for the previous one may stay on screen.
  async function enterAs(path: string) {
    await sessionCache.signedIn();
    setPending(null);
    void navigate(path, { replace: true });
  }

  function signInAgain(email: string) {
    writeSessionKey(LAST_EMAIL_SESSION_KEY, email);
    void navigate(addProfilePath);
  }

  async function switchTo(choice: ProfileChoice) {
    if (pending) return;
    if (!choice.sessionToken) {
      signInAgain(choice.email);
      return;
    }
    setPending({ kind: 'switch', uid: choice.uid });
    try {
      await setActiveSession(choice.sessionToken);
      rememberCurrent();
      await enterAs(paths.home);
    } catch (error) {
      setPending(null);
      // The chosen account's session ended meanwhile (expired, signed out elsewhere).
      if (isApiError(error) && error.status === 401) {
        signInAgain(choice.email);
        return;
      }
      notify(translateErrorCode('profile.switch_failed'), { variant: 'error' });
    }
  }

  function addProfile() {
    if (pending) return;
    try {
      rememberCurrent();
      writeSessionKey(LAST_EMAIL_SESSION_KEY, null);
      void navigate(addProfilePath);
    } catch {
      notify(translateErrorCode('profile.add_failed'), { variant: 'error' });
    }
  }

  async function signOutCurrent() {
    if (pending) return;
    setPending({ kind: 'signOut' });
    writeSessionKey(pendingSignOutKey, '1');
    try {
      const sessions = await queryClient.fetchQuery({
        ...deviceSessionsQueryOptions,
        staleTime: 0,
      });
      const token = currentSessionToken(current.id, sessions);
      const next = remainingSessionAfter(current.id, sessions);
      rememberCurrent();
      if (token && next) {
        // Only this account: better-auth makes another signed-in account the active one.
        await revokeDeviceSession(token);
        writeSessionKey(pendingSignOutKey, null);
        await enterAs(paths.home);
      } else {
        await signOut();
        writeSessionKey(pendingSignOutKey, null);
        writeSessionKey(LAST_EMAIL_SESSION_KEY, current.email);
        await sessionCache.signedOut();
        setPending(null);
        void navigate(paths.auth, { replace: true });
      }
    } catch {
      writeSessionKey(pendingSignOutKey, null);
      setPending(null);
      notify(translateErrorCode('profile.sign_out_failed'), { variant: 'error' });
    }
  }

  return { pending, switchTo, addProfile, signOut: signOutCurrent };
}
