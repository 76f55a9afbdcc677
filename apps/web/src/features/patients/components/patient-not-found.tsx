import { ArrowLeft, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** A deleted patient, another user's or an unknown id: the same answer for all three. */
export function PatientNotFound() {
  const { t } = useTranslation();
  return (
    <Card data-testid="patient-not-found" className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center sm:py-12">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <UserX aria-hidden className="size-6" />
        </span>
        <h2 className="text-lg font-semibold">{t('patients.details.notFoundTitle')}</h2>
        <p className="max-w-sm text-sm text-muted-foreground">
          {t('patients.details.notFoundText')}
        </p>
        <Button asChild variant="outline">
          <Link to={paths.patients}>
            <ArrowLeft aria-hidden />
            {t('patients.details.backToList')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
