import type { PatientRecord, PatientSort } from '@photodossier/domain/patient';
import { useMemo } from 'react';
import { usePatientsByIds } from '@/lib/api/get-patient';
import { usePatients, type PatientListFilters } from '@/lib/api/get-patients';
import { hasTag, matchesPatientSearch } from '../lib/patient-display';

export type PatientRow = { patient: PatientRecord; pinned: boolean };

const byName = (a: PatientRecord, b: PatientRecord) =>
  a.nom.localeCompare(b.nom, undefined, { sensitivity: 'base' }) ||
  a.prenom.localeCompare(b.prenom, undefined, { sensitivity: 'base' });

const compareBy: Record<PatientSort, (a: PatientRecord, b: PatientRecord) => number> = {
  created_desc: (a, b) => b.created_at.localeCompare(a.created_at),
  created_asc: (a, b) => a.created_at.localeCompare(b.created_at),
  name_asc: byName,
  name_desc: (a, b) => byName(b, a),
};

/**
 * The rows of the three views: the pinned patients that match the filters first, then the
 * server's pages without them. Pinned patients are read one by one so they lead the list even
 * when their place in the server's order is many pages away.
 */
export function usePatientRows(filters: PatientListFilters, pinnedIds: readonly string[]) {
  const query = usePatients(filters);
  const pinnedRecords = usePatientsByIds(pinnedIds);

  const rows = useMemo<PatientRow[]>(() => {
    const pinnedSet = new Set(pinnedIds);
    const leading = pinnedRecords
      .filter(
        (patient) =>
          matchesPatientSearch(patient, filters.search) &&
          (!filters.tag || hasTag(patient, filters.tag)),
      )
      .sort(compareBy[filters.sort]);
    // A pinned patient not read yet stays at its server place rather than vanish meanwhile.
    const leadingIds = new Set(pinnedRecords.map((patient) => patient.id));
    const rest = (query.data?.pages ?? [])
      .flatMap((page) => page.items)
      .filter((patient) => !leadingIds.has(patient.id));
    return [
      ...leading.map((patient) => ({ patient, pinned: true })),
      ...rest.map((patient) => ({ patient, pinned: pinnedSet.has(patient.id) })),
    ];
  }, [query.data, pinnedRecords, pinnedIds, filters]);

  const total = query.data?.pages[0]?.total ?? 0;
  return { query, rows, total };
}
