import { patientFullName } from '@photodossier/domain/display-names';
import { ArrowLeft, Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { addConsentTexts } from '@/features/consents/i18n/add-consent-texts';
import { PatientLoadError } from '@/features/patients/components/patient-load-error';
import { PatientNotFound } from '@/features/patients/components/patient-not-found';
import { isPatientNotFound, usePatient } from '@/lib/api/get-patient';
import { usePatientComparisons } from '@/features/comparisons/api/get-patient-comparisons';
import { usePortalState } from '@/features/consents/api/get-portal-state';
import { PortalInvites } from '@/features/consents/components/portal-invites';
import { PortalItems } from '@/features/consents/components/portal-items';
import { PortalAccesses } from '@/features/consents/components/portal-accesses';

/** /patient/:patientId/portal: invitations, what the patient sees, and who opened what when. */
export function PatientPortalSettingsRoute() {
  addConsentTexts();
  const { t } = useTranslation();
  const { patientId = '' } = useParams();
  const patient = usePatient(patientId);
  const state = usePortalState(patientId);
  const comparisons = usePatientComparisons(patientId);
  return (
    <section
      data-testid="page-patient-portal-settings"
      className="mx-auto flex w-full max-w-5xl flex-col gap-6"
    >
      <PageHeading icon={Globe} title={t('consents:portal.title')}>
        {patient.data ? `${patientFullName(patient.data)} — ` : ''}
        {t('consents:portal.intro')}
      </PageHeading>
      <Button asChild variant="ghost" className="self-start">
        <Link to={paths.patientDetails(patientId)}>
          <ArrowLeft aria-hidden />
          {t('consents:page.back')}
        </Link>
      </Button>
      {isPatientNotFound(patient.error) ? (
        <PatientNotFound />
      ) : patient.data && state.data ? (
        <>
          <PortalInvites
            patientId={patientId}
            defaultEmail={patient.data.email}
            invites={state.data.invites}
          />
          <PortalItems
            patientId={patientId}
            items={state.data.items}
            comparisons={comparisons.data?.items ?? []}
          />
          <PortalAccesses accesses={state.data.accesses} items={state.data.items} />
        </>
      ) : patient.isError || state.isError ? (
        <PatientLoadError
          message={patient.isError ? undefined : state.error?.message}
          onRetry={() => {
            if (patient.isError) void patient.refetch();
            if (state.isError) void state.refetch();
          }}
        />
      ) : (
        <Spinner label={t('consents:page.loading')} className="py-12" />
      )}
    </section>
  );
}
