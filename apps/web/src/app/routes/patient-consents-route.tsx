import { patientFullName } from '@photodossier/domain/display-names';
import { ArrowLeft, FileSignature } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { PatientLoadError } from '@/features/patients/components/patient-load-error';
import { PatientNotFound } from '@/features/patients/components/patient-not-found';
import { isPatientNotFound, usePatient } from '@/lib/api/get-patient';
import { useSession } from '@/features/account/api/get-session';
import { ConsentDocuments } from '@/features/consents/components/consent-documents';
import { ConsentTemplates } from '@/features/consents/components/consent-templates';
import { NewConsent } from '@/features/consents/components/new-consent';
import { addConsentTexts } from '@/features/consents/i18n/add-consent-texts';

/**
 * /patient/:patientId/consents: the consents feature's pages for one patient of the patients
 * feature: sign a consent on the device, the signed PDFs, the templates. */
export function PatientConsentsRoute() {
  addConsentTexts();
  const { t } = useTranslation();
  const { patientId = '' } = useParams();
  const patient = usePatient(patientId);
  const { session } = useSession();
  return (
    <section
      data-testid="page-patient-consents"
      className="mx-auto flex w-full max-w-5xl flex-col gap-6"
    >
      <PageHeading icon={FileSignature} title={t('consents:page.title')}>
        {patient.data ? `${patientFullName(patient.data)} — ` : ''}
        {t('consents:page.intro')}
      </PageHeading>
      <Button asChild variant="ghost" className="self-start">
        <Link to={paths.patientDetails(patientId)}>
          <ArrowLeft aria-hidden />
          {t('consents:page.back')}
        </Link>
      </Button>
      {isPatientNotFound(patient.error) ? (
        <PatientNotFound />
      ) : patient.data ? (
        <>
          <NewConsent
            patient={patient.data}
            practitionerName={session?.user.name || session?.user.email || ''}
          />
          <ConsentDocuments patientId={patientId} patientEmail={patient.data.email} />
          <ConsentTemplates />
        </>
      ) : patient.isError ? (
        <PatientLoadError onRetry={() => void patient.refetch()} />
      ) : (
        <Spinner label={t('consents:page.loading')} className="py-12" />
      )}
    </section>
  );
}
