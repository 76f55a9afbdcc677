import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import {
  clearPendingNewPatientPhotos,
  readPendingNewPatientPhotos,
  type PendingNewPatientPhotos,
} from '@/lib/pending-new-patient-photos';
import { fileNewPatientPhotos, showImportAfterAbandonedPatient } from '../lib/actions';

export type NewPatientHandoff = {
  /** What "Nouveau patient" of the import dialog handed over, or null (a plain new patient). */
  readonly pending: PendingNewPatientPhotos | null;
  /** The patient is saved: the photos are filed under it and leave the dialog. */
  readonly onCreated: (patientId: string) => Promise<void>;
  /** Annuler: the photos are still in the dialog, which shows them again. */
  readonly onCancel: () => void;
};

/**
 * /patient/new opened by the import dialog: the photos it attaches, filed once the patient is
 * saved. Leaving the form in any other way forgets the hand-over (a later new patient gets
 * nothing) while the photos stay in the dialog, behind Import's badge.
 */
export function useNewPatientHandoff(): NewPatientHandoff {
  // Read at each arrival on the form: "Nouveau patient" from the import dialog may be chosen
  // while this form is already open, which navigates to the same page without a remount.
  const { key: arrival } = useLocation();
  const [handedOver, setHandedOver] = useState(() => ({
    arrival,
    pending: readPendingNewPatientPhotos(),
  }));
  if (handedOver.arrival !== arrival) {
    setHandedOver({ arrival, pending: readPendingNewPatientPhotos() });
  }
  const { pending } = handedOver;
  const created = useRef(false);

  useEffect(
    () => () => {
      // Remounted on the form itself (the signed-in pages are keyed by user), the hand-over
      // is still this form's: only leaving the form forgets it.
      if (created.current || window.location.pathname === paths.patientNew) return;
      clearPendingNewPatientPhotos();
    },
    [],
  );

  return {
    pending,
    onCreated: async (patientId) => {
      if (!pending) return;
      created.current = true;
      clearPendingNewPatientPhotos();
      await fileNewPatientPhotos(pending, patientId);
    },
    onCancel: () => {
      if (!pending) return;
      clearPendingNewPatientPhotos();
      showImportAfterAbandonedPatient();
    },
  };
}
