import type { PatientPatch, PatientRecord } from '@photodossier/domain/patient';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tagsQueryKey } from '@/lib/api/get-tags';
import { patientKeys } from '@/lib/api/query-keys';
import { sendPatient } from './send-patient';

export function updatePatient(id: string, patch: PatientPatch): Promise<PatientRecord> {
  return sendPatient<PatientRecord>(`/api/v1/patients/${encodeURIComponent(id)}`, 'PATCH', patch);
}

export function useUpdatePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: PatientPatch }) => updatePatient(id, patch),
    onSuccess: async (patient) => {
      queryClient.setQueryData(patientKeys.detail(patient.id), patient);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: patientKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: tagsQueryKey }),
      ]);
    },
  });
}
