import { useSettings } from '@/lib/settings/get-settings';
import { lockPin } from '../pin-lock/pin-lock-store';

/**
 * For the profile switcher's "lock with PIN" (spec 02 §2.9): offered only when a PIN is set.
 * Every tab locks at once, through the shared local keys.
 */
export function usePinLockControls(userId: string): { canLock: boolean; lockNow: () => void } {
  const { data } = useSettings(userId);
  const canLock = Boolean(data?.settings.pinLockHash);
  return { canLock, lockNow: () => (canLock ? lockPin() : undefined) };
}
