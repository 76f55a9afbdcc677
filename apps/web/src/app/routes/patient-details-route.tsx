import { patientFullName } from '@photodossier/domain/display-names';
import { canUseFeature } from '@photodossier/domain/plan-access';
import { Camera, Columns2, Contact, FileSignature, Globe, UserPen, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pageTestId } from '@/components/page-test-id';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSubscription } from '@/features/billing/api/get-subscription';
import { SavedComparisons } from '@/features/comparisons/components/saved-comparisons';
import { ToxinTrackingCard } from '@/features/injections/components/toxin-tracking-card';
import { PatientFaceRecognition } from '@/features/faces/components/patient-face-recognition';
import { PatientJournal } from '@/features/journal/components/patient-journal';
import { MediaUploadButton } from '@/features/media/components/media-upload-button';
import { PatientMediaTimeline } from '@/features/media/components/patient-media-timeline';
import { isPatientNotFound, usePatient } from '@/lib/api/get-patient';
import { DeletePatientButton } from '@/features/patients/components/delete-patient-button';
import { PatientLoadError } from '@/features/patients/components/patient-load-error';
import { PatientNotFound } from '@/features/patients/components/patient-not-found';
import { PatientSummary } from '@/features/patients/components/patient-summary';
import { PatientReports } from '@/features/reports/components/patient-reports';
import { ShareLinks } from '@/features/shares/components/share-links';
import { useSession } from '@/features/account/api/get-session';
import { openImportDialog } from '@/lib/import-dialog';

/**
 * /patient/:id: the patients feature's summary and actions, with the media feature's import
 * button and timeline of the patient's photos and videos, and the faces feature's recognition
 * actions, the comparisons feature's saved comparisons, the reports feature's operation reports
 * (beta) and the shares feature's links.
 */
export function PatientDetailsRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const patient = usePatient(id);
  const { session } = useSession();
  const subscription = useSubscription();
  const injectionsAllowed = subscription.data
    ? canUseFeature(subscription.data, 'botox_tracking')
    : false;
  // Deleted in another tab: the live refresh answers 404 while the old record is still cached.
  const notFound = isPatientNotFound(patient.error);

  return (
    <section
      data-testid={pageTestId('patientDetails')}
      className="mx-auto flex w-full max-w-5xl flex-col gap-6"
    >
      <PageHeading icon={Contact} title={t('pages.patientDetails.title')}>
        {t('patients.details.intro')}
      </PageHeading>
      {notFound ? (
        <PatientNotFound />
      ) : patient.data ? (
        <>
          <PatientSummary
            patient={patient.data}
            actions={
              <>
                <Button asChild>
                  <Link to={paths.patientCamera(id)}>
                    <Camera aria-hidden />
                    {t('patients.details.camera')}
                  </Link>
                </Button>
                <MediaUploadButton patientId={id} variant="outline" />
                <Button
                  type="button"
                  variant="outline"
                  onClick={() =>
                    openImportDialog({
                      kind: 'patient',
                      patientId: id,
                      patientName: patientFullName(patient.data),
                    })
                  }
                >
                  <Zap aria-hidden />
                  {t('importDialog.entry.quick')}
                </Button>
                <Button asChild variant="outline">
                  <Link to={paths.patientCompare(id)}>
                    <Columns2 aria-hidden />
                    {t('patients.details.compare')}
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={paths.patientConsents(id)}>
                    <FileSignature aria-hidden />
                    {t('billing.features.digital_consent_pdf')}
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={paths.patientPortalSettings(id)}>
                    <Globe aria-hidden />
                    {t('pages.patientPortal.title')}
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={paths.patientEdit(id)}>
                    <UserPen aria-hidden />
                    {t('patients.details.edit')}
                  </Link>
                </Button>
                <DeletePatientButton patient={patient.data} />
              </>
            }
          />
          <ToxinTrackingCard patientId={id} allowed={injectionsAllowed} />
          <PatientFaceRecognition patientId={id} />
          <SavedComparisons patientId={id} />
          {session?.betaFeatures.operationReports ? <PatientReports patientId={id} /> : null}
          <PatientMediaTimeline patientId={id} />
          <ShareLinks patientId={id} />
          <PatientJournal patientId={id} />
        </>
      ) : patient.isPending ? (
        <Spinner label={t('patients.form.loading')} className="py-12" />
      ) : (
        <PatientLoadError onRetry={() => void patient.refetch()} />
      )}
    </section>
  );
}
