import type { JournalSettings } from '@photodossier/domain/access-journal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { journalKeys } from './get-journal';

export const journalSettingsQueryKey = ['journal-settings'] as const;

export function getJournalSettings(): Promise<JournalSettings> {
  return apiRequest<JournalSettings>('/api/v1/journal/settings');
}

export function useJournalSettings() {
  return useQuery({ queryKey: journalSettingsQueryKey, queryFn: getJournalSettings });
}

export function saveJournalSettings(settings: JournalSettings): Promise<JournalSettings> {
  return apiRequest<JournalSettings>('/api/v1/journal/settings', { method: 'PUT', json: settings });
}

export function useSaveJournalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJournalSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(journalSettingsQueryKey, saved);
      return queryClient.invalidateQueries({ queryKey: journalKeys.all });
    },
  });
}
