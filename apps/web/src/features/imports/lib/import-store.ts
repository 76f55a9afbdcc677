import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useImportDialogRequest } from '@/lib/import-dialog';
import { importActions } from './actions';
import { setImportEnvironment } from './environment';
import type { ImportActions, ImportGroups, ImportState } from './import-model';
import { getImportState, subscribeImportState } from './import-state';
import { applyImportRequest } from './open-request';
import { selectImportGroups, type PatientsById } from './select-import-groups';

/** Lends the engine the app's router and query cache (it runs outside React). */
export function useImportEnvironment(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    setImportEnvironment({ navigate: (path) => void navigate(path), queryClient });
  }, [navigate, queryClient]);
}

/** The dialog's state; also takes the open request (sidebar, home, patient, camera, resume). */
export function useImportState(): ImportState {
  const request = useImportDialogRequest();
  useEffect(() => applyImportRequest(request), [request]);
  useImportEnvironment();
  return useSyncExternalStore(subscribeImportState, getImportState, getImportState);
}

export function useImportActions(): ImportActions {
  useImportEnvironment();
  return importActions;
}

/** The dialog's sections, recomputed only when the photos change. */
export function useImportGroups(patientsById?: PatientsById): ImportGroups {
  const state = useSyncExternalStore(subscribeImportState, getImportState, getImportState);
  const { photos, mode } = state;
  return useMemo(
    () => selectImportGroups({ photos, mode }, patientsById),
    [photos, mode, patientsById],
  );
}
