import { useAutoBackgroundRemoval } from '../hooks/use-auto-background-removal';
import { BackgroundRemovalHost } from './background-removal-host';

/** Signed-in only: the automatic queue after imports, and the progress dialog on every page. */
export function BackgroundRemovalFollower({ userId }: { userId: string }) {
  useAutoBackgroundRemoval(userId);
  return <BackgroundRemovalHost />;
}
