import type { PatientPayload, PatientRecord } from '@photodossier/domain/patient';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tagsQueryKey } from '@/lib/api/get-tags';
import { patientKeys } from '@/lib/api/query-keys';
import { sendPatient } from './send-patient';

export function createPatient(payload: PatientPayload): Promise<PatientRecord> {
  return sendPatient<PatientRecord>('/api/v1/patients', 'POST', payload);
}

export function useCreatePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPatient,
    onSuccess: async (patient) => {
      queryClient.setQueryData(patientKeys.detail(patient.id), patient);
      // A new tag typed in the form joined the user's vocabulary on the server.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: patientKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: tagsQueryKey }),
      ]);
    },
  });
}
