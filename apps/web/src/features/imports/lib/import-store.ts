import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from '@/lib/create-store';
import { useImportDialogRequest } from '@/lib/import-dialog';
import { importEngine } from './import-engine';
import type { ImportActions, ImportGroups, ImportState } from './import-model';
import { applyImportRequest } from './open-request';
import { selectImportGroups, type PatientsById } from './select-import-groups';

/**
 * Mounted once by the signed-in layout: starts the tab's import engine with the app's router
 * and query cache. A session this device left with photos still to file (reload, crash, closed
 * tab) is rebuilt quietly, without opening the dialog; the Import entry then shows how many
 * photos wait (lib/import-dialog's useUnfiledImportCount) and opens them on click.
 */
export function useStartImportEngine(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The engine keeps the function it was lent; it must reach the router of the latest render.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  useEffect(
    () => importEngine().start({ navigate: (path) => void navigateRef.current(path), queryClient }),
    [queryClient],
  );
}

/** The dialog's state; also takes the open request (sidebar, home, patient, camera, resume). */
export function useImportState(): ImportState {
  const request = useImportDialogRequest();
  useEffect(() => applyImportRequest(request), [request]);
  return useStore(importEngine().store);
}

export function useImportActions(): ImportActions {
  return importEngine().actions;
}

/** The dialog's sections, recomputed only when the photos change. */
export function useImportGroups(patientsById?: PatientsById): ImportGroups {
  const { photos, mode } = useStore(importEngine().store);
  return useMemo(
    () => selectImportGroups({ photos, mode }, patientsById),
    [photos, mode, patientsById],
  );
}
