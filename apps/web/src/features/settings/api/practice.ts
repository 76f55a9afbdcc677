import type {
  NotificationPreferences,
  PracticeProfile,
  PracticeProfileRecord,
} from '@photodossier/domain/practice';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const practiceKeys = {
  all: ['practice'] as const,
  profile: () => [...practiceKeys.all, 'profile'] as const,
  notifications: () => [...practiceKeys.all, 'notifications'] as const,
};

/** `GET /api/v1/settings/practice`: the organization settings. */
export function getPractice(signal?: AbortSignal): Promise<PracticeProfileRecord> {
  return apiRequest('/api/v1/settings/practice', { signal });
}

/** `PUT /api/v1/settings/practice`. */
export function putPractice(profile: PracticeProfile): Promise<PracticeProfileRecord> {
  return apiRequest('/api/v1/settings/practice', { method: 'PUT', json: profile });
}

/** `PUT /api/v1/settings/practice/logo`: the image's own bytes; the server checks them. */
export function putPracticeLogo(file: File): Promise<PracticeProfileRecord> {
  return apiRequest('/api/v1/settings/practice/logo', {
    method: 'PUT',
    headers: { 'content-type': file.type || 'application/octet-stream' },
    body: file,
  });
}

/** `DELETE /api/v1/settings/practice/logo`. */
export function deletePracticeLogo(): Promise<PracticeProfileRecord> {
  return apiRequest('/api/v1/settings/practice/logo', { method: 'DELETE' });
}

/** `GET /api/v1/settings/notifications`: the communication settings. */
export function getNotifications(signal?: AbortSignal): Promise<NotificationPreferences> {
  return apiRequest('/api/v1/settings/notifications', { signal });
}

/** `PATCH /api/v1/settings/notifications`. */
export function patchNotifications(
  patch: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  return apiRequest('/api/v1/settings/notifications', { method: 'PATCH', json: patch });
}

export function usePractice() {
  return useQuery(
    queryOptions({
      queryKey: practiceKeys.profile(),
      queryFn: ({ signal }) => getPractice(signal),
    }),
  );
}

export function useNotifications() {
  return useQuery(
    queryOptions({
      queryKey: practiceKeys.notifications(),
      queryFn: ({ signal }) => getNotifications(signal),
    }),
  );
}

function useSetProfile() {
  const queryClient = useQueryClient();
  return (record: PracticeProfileRecord) =>
    queryClient.setQueryData(practiceKeys.profile(), record);
}

export function useSavePractice() {
  const set = useSetProfile();
  return useMutation({ mutationFn: putPractice, onSuccess: set });
}

export function useSavePracticeLogo() {
  const set = useSetProfile();
  return useMutation({ mutationFn: putPracticeLogo, onSuccess: set });
}

export function useDeletePracticeLogo() {
  const set = useSetProfile();
  return useMutation({ mutationFn: deletePracticeLogo, onSuccess: set });
}

export function useSaveNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchNotifications,
    onSuccess: (next) => queryClient.setQueryData(practiceKeys.notifications(), next),
  });
}
