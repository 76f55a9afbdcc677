import type { PhotoScope } from '@photodossier/domain/media-record';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/**
 * Whether the browser's Back stays in the app. The browser router numbers its entries (idx in
 * history.state, kept across reloads and replaced steps); elsewhere (a memory router) the
 * first entry is the one keyed 'default'.
 */
function hasAppEntryBehind(locationKey: string): boolean {
  const state: unknown = typeof window === 'undefined' ? null : window.history.state;
  const index =
    typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : null;
  if (typeof index === 'number') return index > 0;
  return locationKey !== 'default';
}

/**
 * Where the viewer's arrows and close button lead. Stepping to another photo replaces the
 * address (the browser's Back leaves the viewer instead of replaying every photo seen); the
 * scope (?scope=… or the patient of the address) is kept.
 */
export function useViewerNavigation(routePatientId: string | null, scope: PhotoScope) {
  const navigate = useNavigate();
  const { key, search } = useLocation();
  const [openedFromApp] = useState(() => hasAppEntryBehind(key));

  const listPath = routePatientId
    ? paths.patientDetails(routePatientId)
    : scope === 'unassigned'
      ? paths.patientsUnassigned
      : paths.patientsPhotos;

  const goTo = useCallback(
    (photoId: string) => {
      const target = routePatientId
        ? paths.patientPhoto(routePatientId, photoId)
        : `${paths.photo(photoId)}${search}`;
      void navigate(target, { replace: true });
    },
    [navigate, routePatientId, search],
  );

  const close = useCallback(() => {
    void (openedFromApp ? navigate(-1) : navigate(listPath, { replace: true }));
  }, [navigate, openedFromApp, listPath]);

  /** After the photo moved to another patient, an address naming the patient follows it. */
  const followPatient = useCallback(
    (photoId: string, patientId: string | null) => {
      if (!routePatientId) return;
      const target = patientId
        ? paths.patientPhoto(patientId, photoId)
        : `${paths.photo(photoId)}?scope=unassigned`;
      void navigate(target, { replace: true });
    },
    [navigate, routePatientId],
  );

  return { goTo, close, followPatient };
}
