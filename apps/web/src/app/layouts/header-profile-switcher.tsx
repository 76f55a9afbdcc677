import { useSession } from '@/features/account/api/get-session';
import { ProfileSwitcher } from '@/features/account/components/profile-switcher';
import { usePinLockControls } from '@/features/settings/hooks/use-pin-lock-controls';

/**
 * The header's profile switcher, with the PIN lock of the settings feature: composed here
 * because features do not import each other.
 */
export function HeaderProfileSwitcher() {
  const { session } = useSession();
  if (!session) return null;
  return <SwitcherWithPinLock userId={session.user.id} />;
}

function SwitcherWithPinLock({ userId }: { userId: string }) {
  const pinLock = usePinLockControls(userId);
  return <ProfileSwitcher canLockWithPin={pinLock.canLock} onLockWithPin={pinLock.lockNow} />;
}
