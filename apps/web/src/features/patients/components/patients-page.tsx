import { FolderOpen, LayoutGrid, Table2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pageTestId, type PageId } from '@/components/page-test-id';
import { PageHeading } from '@/components/page-heading';
import { NewPatientButton, PatientsBrowser } from './patients-browser';
import type { PatientsView } from './patients-toolbar';

const pages: Record<PatientsView, { page: PageId; icon: LucideIcon }> = {
  list: { page: 'patientsList', icon: FolderOpen },
  gallery: { page: 'patientsGallery', icon: LayoutGrid },
  table: { page: 'patientsTable', icon: Table2 },
};

/** /patients, /patients/gallery and /patients/table: one page, three views. */
export function PatientsPage({ view, userId }: { view: PatientsView; userId: string }) {
  const { t } = useTranslation();
  const { page, icon } = pages[view];
  return (
    <section
      data-testid={pageTestId(page)}
      className="mx-auto flex w-full max-w-6xl flex-col gap-5 sm:gap-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PageHeading icon={icon} title={t(`pages.${page}.title`)} />
        <NewPatientButton />
      </div>
      <PatientsBrowser view={view} userId={userId} />
    </section>
  );
}
