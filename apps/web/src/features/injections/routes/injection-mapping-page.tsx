import { Syringe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pageTestId } from '@/components/page-test-id';
import { PatientChooser } from '@/components/patient-chooser';
import { paths } from '@/config/paths';
import { addInjectionTexts } from '../i18n/add-injection-texts';

/** /injection-mapping: the patient whose injections are charted is chosen first. */
export function InjectionMappingPage() {
  addInjectionTexts();
  const { t } = useTranslation();
  return (
    <PatientChooser
      testId={pageTestId('injectionMapping')}
      icon={Syringe}
      title={t('pages.injectionMapping.title')}
      intro={t('injections:choosePatient.intro')}
      texts={{
        search: t('injections:choosePatient.search'),
        loading: t('injections:choosePatient.loading'),
        empty: t('injections:choosePatient.empty'),
      }}
      linkTo={paths.patientInjectionMapping}
    />
  );
}
