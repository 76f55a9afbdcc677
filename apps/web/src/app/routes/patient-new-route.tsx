import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pageTestId } from '@/components/page-test-id';
import { PageHeading } from '@/components/page-heading';
import { NewPatientAttachments } from '@/features/imports/components/new-patient-attachments';
import { useNewPatientHandoff } from '@/features/imports/hooks/use-new-patient-handoff';
import { PatientForm } from '@/features/patients/components/patient-form';

/**
 * /patient/new: the patients feature's form. Opened by the import dialog's "Nouveau patient",
 * it also shows the photos that will be filed under the patient (the imports feature's
 * hand-over, pendingPhotosMetadataForNewPatient), which stay in the dialog if the form is left.
 */
export function PatientNewRoute() {
  const { t } = useTranslation();
  const handoff = useNewPatientHandoff();
  return (
    <section
      data-testid={pageTestId('patientNew')}
      className="mx-auto flex w-full max-w-3xl flex-col gap-6"
    >
      <PageHeading icon={UserPlus} title={t('pages.patientNew.title')} />
      {handoff.pending ? <NewPatientAttachments pending={handoff.pending} /> : null}
      <PatientForm
        onCreated={(patient) => handoff.onCreated(patient.id)}
        onCancel={handoff.onCancel}
      />
    </section>
  );
}
