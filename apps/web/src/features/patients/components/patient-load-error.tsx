import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/**
 * The patient could not be read (network, server): the spec's text and a retry. A page of the
 * record that failed on its own part (sessions, portal) gives that part's message instead.
 */
export function PatientLoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation();
  return (
    <Card role="alert" className="border-destructive/40">
      <CardContent className="flex flex-col items-start gap-3 pt-5 sm:pt-6">
        <p className="text-sm font-medium text-destructive">
          {message ?? t('errors:patient.load_failed')}
        </p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('patients.list.retry')}
        </Button>
      </CardContent>
    </Card>
  );
}
