import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** One account signed in on this browser (better-auth multiSession). */
export type DeviceSession = {
  session: { token: string; userId: string; expiresAt: string; updatedAt: string };
  user: { id: string; name: string; email: string; image?: string | null };
};

export const deviceSessionsQueryKey = ['device-sessions'] as const;

export function listDeviceSessions(): Promise<DeviceSession[]> {
  return apiRequest<DeviceSession[]>('/api/auth/multi-session/list-device-sessions');
}

export const deviceSessionsQueryOptions = queryOptions({
  queryKey: deviceSessionsQueryKey,
  queryFn: listDeviceSessions,
});

/** The accounts signed in on this browser, fetched only while the profile dialog is open. */
export function useDeviceSessions({ enabled }: { enabled: boolean }) {
  return useQuery({ ...deviceSessionsQueryOptions, enabled });
}
