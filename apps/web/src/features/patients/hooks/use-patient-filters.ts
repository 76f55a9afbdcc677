import {
  DEFAULT_PATIENT_SORT,
  PATIENT_SORTS,
  type PatientSort,
} from '@photodossier/domain/patient-sorts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { PatientListFilters } from '@/lib/api/get-patients';

// The filters live in the address so the three views, a reload and the back button keep them.
export const FILTER_PARAMS = { search: 'q', tag: 'tag', sort: 'sort' } as const;

function toSort(value: string | null): PatientSort {
  return PATIENT_SORTS.find((sort) => sort === value) ?? DEFAULT_PATIENT_SORT;
}

export function usePatientFilters() {
  const [params, setParams] = useSearchParams();

  const filters = useMemo<PatientListFilters>(
    () => ({
      search: params.get(FILTER_PARAMS.search) ?? '',
      tag: params.get(FILTER_PARAMS.tag) ?? '',
      sort: toSort(params.get(FILTER_PARAMS.sort)),
    }),
    [params],
  );

  const setFilter = useCallback(
    (name: keyof PatientListFilters, value: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const isDefault = value === '' || (name === 'sort' && value === DEFAULT_PATIENT_SORT);
          if (isDefault) next.delete(FILTER_PARAMS[name]);
          else next.set(FILTER_PARAMS[name], value);
          return next;
        },
        // Typing a search must not pile up history entries.
        { replace: true },
      );
    },
    [setParams],
  );

  return { filters, setFilter, queryString: params.toString() };
}
