import { UserPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { pageTestId } from '@/components/page-test-id';
import { PageHeading } from '@/components/page-heading';
import { Spinner } from '@/components/ui/spinner';
import { isPatientNotFound, usePatient } from '@/lib/api/get-patient';
import { PatientForm } from '../components/patient-form';
import { PatientLoadError } from '../components/patient-load-error';
import { PatientNotFound } from '../components/patient-not-found';
import { patientFullName } from '@photodossier/domain/display-names';

/** /patient/edit/:id */
export function PatientEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const patient = usePatient(id);

  return (
    <section
      data-testid={pageTestId('patientEdit')}
      className="mx-auto flex w-full max-w-3xl flex-col gap-6"
    >
      <PageHeading icon={UserPen} title={t('pages.patientEdit.title')}>
        {patient.data ? patientFullName(patient.data) : null}
      </PageHeading>
      {patient.data ? (
        // Keyed so a different patient starts a fresh form; a live refresh of the same one
        // (or a failed one) leaves what is being typed alone.
        <PatientForm key={patient.data.id} patient={patient.data} />
      ) : patient.isPending ? (
        <Spinner label={t('patients.form.loading')} className="py-12" />
      ) : isPatientNotFound(patient.error) ? (
        <PatientNotFound />
      ) : (
        <PatientLoadError onRetry={() => void patient.refetch()} />
      )}
    </section>
  );
}
