import { ClipboardList, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ReportList } from './report-list';

/** The patient page's operation reports (shown while the beta is on). */
export function PatientReports({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="patient-reports">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2">
          <ClipboardList aria-hidden className="size-5 text-primary" />
          {t('reports.patientTitle')}
        </CardTitle>
        <Button asChild size="sm" variant="outline">
          <Link to={`${paths.operationReportNew}?patient=${encodeURIComponent(patientId)}`}>
            <Plus aria-hidden />
            {t('reports.new')}
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        <ReportList filter={{ patientId }} maxHeight="24rem" />
      </CardContent>
    </Card>
  );
}
