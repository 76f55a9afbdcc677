import { useNavigate } from 'react-router';
import { useSignOut } from '@/features/account/api/sign-out';
import { PinLockGate } from '@/features/settings/components/pin-lock-gate';
import { useSettingsSync } from '@/features/settings/hooks/use-settings-sync';
import { paths } from '@/config/paths';

/**
 * The signed-in user's PIN lock (spec 02 §4.8) and the sending of settings changes kept on
 * this browser while offline. Signing out from the lock screen goes to /auth.
 */
export function AppPinLock({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  useSettingsSync(userId);
  return (
    <PinLockGate
      userId={userId}
      onSignOut={async () => {
        await signOut.mutateAsync();
        await navigate(paths.auth, { replace: true });
      }}
    />
  );
}
