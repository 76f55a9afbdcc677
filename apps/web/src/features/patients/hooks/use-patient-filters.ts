import {
  DEFAULT_PATIENT_SORT,
  PATIENT_SORTS,
  type PatientSort,
} from '@photodossier/domain/patient-sorts';
import { useCallback, useMemo } from 'react';
import {
  useLocation,
  useNavigate,
  useNavigation,
  useSearchParams,
  type Location,
} from 'react-router';
import { paths } from '@/config/paths';
import type { PatientListFilters } from '@/lib/api/get-patients';

// The filters live in the address so the three views, a reload and the back button keep them.
export const FILTER_PARAMS = { search: 'q', tag: 'tag', sort: 'sort' } as const;

function toSort(value: string | null): PatientSort {
  return PATIENT_SORTS.find((sort) => sort === value) ?? DEFAULT_PATIENT_SORT;
}

const PATIENT_VIEW_PATHS: readonly string[] = [
  paths.patients,
  paths.patientsList,
  paths.patientsGallery,
  paths.patientsTable,
];

/**
 * The patients view the router is still loading, if any. A filter written to the current
 * address meanwhile would be a navigation of its own, which cancels the view switch.
 */
function usePendingPatientsView(): Location | null {
  const { pathname } = useLocation();
  const { location: pending } = useNavigation();
  const isViewSwitch =
    pending && pending.pathname !== pathname && PATIENT_VIEW_PATHS.includes(pending.pathname);
  return isViewSwitch ? pending : null;
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

  const navigate = useNavigate();
  const switchingTo = usePendingPatientsView();

  const setFilter = useCallback(
    (name: keyof PatientListFilters, value: string) => {
      const withFilter = (current: URLSearchParams) => {
        const next = new URLSearchParams(current);
        const isDefault = value === '' || (name === 'sort' && value === DEFAULT_PATIENT_SORT);
        if (isDefault) next.delete(FILTER_PARAMS[name]);
        else next.set(FILTER_PARAMS[name], value);
        return next;
      };
      if (switchingTo) {
        // The view switch goes on, carrying the filter, as one new history entry.
        const next = withFilter(new URLSearchParams(switchingTo.search)).toString();
        void navigate({ pathname: switchingTo.pathname, search: next ? `?${next}` : '' });
        return;
      }
      // Typing a search must not pile up history entries.
      setParams(withFilter, { replace: true });
    },
    [navigate, setParams, switchingTo],
  );

  return { filters, setFilter, queryString: params.toString() };
}
