import { useLiveEvents } from '@/lib/live-events';

/** The user's event stream; null closes it. Loaded apart: /auth and the public pages never need it. */
export function LiveEventsFollower({ userId }: { userId: string | null }) {
  useLiveEvents(userId);
  return null;
}
