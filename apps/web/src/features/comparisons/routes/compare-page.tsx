import { isUnassignedPatientId, patientDisplayName } from '@photodossier/domain/display-names';
import type { Language } from '@photodossier/domain/app-preferences';
import { Columns2, X } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateDisplay } from '@/lib/date-display';
import { Navigate, useSearchParams } from 'react-router';
import { pageTestId } from '@/components/page-test-id';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { PatientChooser } from '@/components/patient-chooser';
import { ComparisonWorkspace } from '../components/comparison-workspace';
import { useComparisonEditor } from '../hooks/use-comparison-editor';
import { usePatientsByIds } from '@/lib/api/get-patient';
import { usePhotoRecords } from '@/lib/api/use-photo-records';
import { comparisonDate } from '@/components/comparison/labels';
import { photoIdsParam } from './patient-compare-page';

/** "Prénom Nom" of each photo's patient, "Non assigné" without one; "…" while it loads. */
function usePatientNames(patientIds: readonly (string | null)[], locale: Language) {
  const ids = patientIds.filter((id): id is string => !isUnassignedPatientId(id));
  const loaded = usePatientsByIds(ids);
  return (patientId: string | null) => {
    const patient = loaded.find((record) => record.id === patientId);
    return patient || isUnassignedPatientId(patientId)
      ? patientDisplayName(patientId, patient, locale)
      : '…';
  };
}

function ComparePatientChooser() {
  const { t } = useTranslation();
  return (
    <PatientChooser
      testId={pageTestId('compare')}
      icon={Columns2}
      title={t('pages.compare.title')}
      intro={t('comparisons.choosePatient.intro')}
      texts={{
        search: t('comparisons.choosePatient.search'),
        loading: t('comparisons.picker.loading'),
        empty: t('comparisons.choosePatient.empty'),
      }}
      linkTo={paths.patientCompare}
    >
      <p className="text-sm text-muted-foreground">{t('comparisons.choosePatient.fromGallery')}</p>
    </PatientChooser>
  );
}

/** Photos of several patients (a gallery selection): compared, exported, shared, not saved. */
function SelectionComparison({ ids }: { ids: string[] }) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const editor = useComparisonEditor();
  const records = usePhotoRecords(ids);
  const started = useRef(false);
  const { choosePhotos } = editor;
  const patients = useMemo(
    () => new Set(records.photos?.map((photo) => photo.patient_id)),
    [records.photos],
  );
  const patientName = usePatientNames([...patients], dates.language);
  useEffect(() => {
    if (!started.current && records.photos && patients.size > 1) {
      started.current = true;
      choosePhotos(records.photos);
    }
  }, [choosePhotos, patients.size, records.photos]);

  if (records.failed) return <Navigate to={paths.compare} replace />;
  if (!records.photos)
    return <Spinner className="min-h-[40vh]" label={t('comparisons.picker.loading')} />;
  const [patientId] = [...patients];
  // One patient: their comparison screen, where it can be saved.
  if (patients.size === 1 && patientId) {
    return <Navigate to={`${paths.patientCompare(patientId)}?photos=${ids.join(',')}`} replace />;
  }
  return (
    <section data-testid={pageTestId('compare')}>
      <ComparisonWorkspace
        editor={editor}
        patientId={null}
        title={t('pages.compare.title')}
        back={{ to: paths.patientsPhotos, label: t('comparisons.backToGallery') }}
        picker={
          <ul className="flex flex-wrap gap-2" aria-label={t('comparisons.picker.title')}>
            {editor.photos.map((photo) => (
              <li
                key={photo.id}
                className="flex items-center gap-2 rounded-xl border border-border bg-card p-1 pr-2 text-sm"
              >
                {photo.thumbnail_url ? (
                  <img
                    src={photo.thumbnail_url}
                    alt=""
                    className="size-10 rounded-lg object-cover"
                  />
                ) : null}
                <span className="flex flex-col leading-tight">
                  {/* Photos of several patients: the date alone would not tell whose a chip is. */}
                  {patients.size > 1 ? (
                    <span className="font-medium">{patientName(photo.patient_id)}</span>
                  ) : null}
                  <span>{comparisonDate(photo.date_prise, dates)}</span>
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('comparisons.picker.remove')}
                  disabled={editor.photos.length <= 2}
                  onClick={() => editor.togglePhoto(photo)}
                >
                  <X aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        }
      />
    </section>
  );
}

/** /compare: choose a patient, or compare the photos of a gallery selection (?photos=). */
export function ComparePage() {
  const [search] = useSearchParams();
  const ids = photoIdsParam(search.get('photos'));
  return ids.length >= 2 ? <SelectionComparison ids={ids} /> : <ComparePatientChooser />;
}
