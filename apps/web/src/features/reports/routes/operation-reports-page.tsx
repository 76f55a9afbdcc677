import { ClipboardList, Plus, Stethoscope } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/search-field';
import { Link } from 'react-router';
import { pageTestId } from '@/components/page-test-id';
import { PageHeading } from '@/components/page-heading';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ReportList } from '../components/report-list';

/** /operation-reports: every report, searchable by patient or technique. */
export function OperationReportsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search);
  return (
    <section
      data-testid={pageTestId('operationReports')}
      className="mx-auto flex w-full max-w-4xl flex-col gap-6"
    >
      <PageHeading icon={ClipboardList} title={t('pages.operationReports.title')}>
        {t('reports.intro')}
      </PageHeading>
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild>
          <Link to={paths.operationReportNew}>
            <Plus aria-hidden />
            {t('reports.new')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.surgicalTechniques}>
            <Stethoscope aria-hidden />
            {t('reports.techniques')}
          </Link>
        </Button>
        <SearchField
          label={t('reports.search')}
          value={search}
          onChange={setSearch}
          maxLength={120}
          className="ml-auto w-full sm:w-72"
        />
      </div>
      <ReportList filter={{ q }} />
    </section>
  );
}
