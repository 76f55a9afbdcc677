import { BackgroundRemovalFollower } from '@/features/background-removal/components/background-removal-follower';
import { useImportOwner } from '@/features/imports/hooks/use-import-owner';

/**
 * What follows a signed-in user and may start a moment after the first screen: the import
 * engine's owner, and background removal's queue and progress dialog. Mounted from the first
 * sign-in on and kept after a sign-out (userId null), so the import engine still hears that
 * its owner left.
 */
export function SignedInFollowers({ userId }: { userId: string | null }) {
  useImportOwner(userId);
  return userId ? <BackgroundRemovalFollower userId={userId} /> : null;
}
