import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPatients } from './get-patients';
import { patientKeys } from './query-keys';

const PICKER_PAGE_SIZE = 20;

// Rooted at 'patients' so a patient created in another tab shows up in the picker at once.
export const patientPickerQueryOptions = (search: string) =>
  queryOptions({
    queryKey: patientKeys.picker(search),
    queryFn: () =>
      getPatients({ search, tag: '', sort: 'name_asc' }, null, { limit: PICKER_PAGE_SIZE }),
  });

/** Patients whose name matches, for choosing where a photo goes (assignment, viewer). */
export function usePatientSearch(search: string) {
  return useQuery(patientPickerQueryOptions(search));
}
