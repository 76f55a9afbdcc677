import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pageTestId } from '@/components/coming-soon-page';
import { PageHeading } from '@/components/page-heading';
import { PatientForm } from '../components/patient-form';

/** /patient/new */
export function PatientNewPage() {
  const { t } = useTranslation();
  return (
    <section
      data-testid={pageTestId('patientNew')}
      className="mx-auto flex w-full max-w-3xl flex-col gap-6"
    >
      <PageHeading icon={UserPlus} title={t('pages.patientNew.title')} />
      <PatientForm />
    </section>
  );
}
