import type { PatientRecord } from '@photodossier/domain/patient';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pageTestId } from '@/components/coming-soon-page';
import { PageHeading } from '@/components/page-heading';
import { assignPhotos } from '@/lib/api/assign-photos';
import { openImportDialog } from '@/lib/import-dialog';
import {
  clearPendingNewPatientPhotos,
  readPendingNewPatientPhotos,
} from '@/lib/pending-new-patient-photos';
import { PatientForm } from '../components/patient-form';

/**
 * Photos handed over by the import dialog's "Nouveau patient" (pendingPhotosMetadataForNewPatient)
 * are filed under the patient just created, files moved into their folder.
 */
async function filePendingPhotos(patient: PatientRecord): Promise<void> {
  const pending = readPendingNewPatientPhotos();
  if (!pending) return;
  try {
    await assignPhotos(
      pending.photos.map((photo) => photo.photoId),
      patient.id,
      undefined,
      { moveFiles: true },
    );
  } catch {
    // They stay in the unassigned photos, where they can still be filed by hand.
  }
  clearPendingNewPatientPhotos();
  if (pending.reopenImportDialog) openImportDialog({ kind: 'resume' });
}

/** /patient/new */
export function PatientNewPage() {
  const { t } = useTranslation();
  return (
    <section
      data-testid={pageTestId('patientNew')}
      className="mx-auto flex w-full max-w-3xl flex-col gap-6"
    >
      <PageHeading icon={UserPlus} title={t('pages.patientNew.title')} />
      <PatientForm onCreated={filePendingPhotos} />
    </section>
  );
}
