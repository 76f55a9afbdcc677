import { ageInYears } from '@photodossier/domain/age';
import type { PatientRecord } from '@photodossier/domain/patient';
import { Images } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** "42 ans", or nothing without a readable birth date. */
export function usePatientAge() {
  const { t } = useTranslation();
  return (patient: Pick<PatientRecord, 'date_naissance'>): string | null => {
    const age = ageInYears(patient.date_naissance, Date.now());
    return age === null ? null : t('patients.age', { count: age });
  };
}

/** The number of photos and videos of a patient, with its icon. */
export function PhotoCount({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 text-xs font-medium text-muted-foreground',
        className,
      )}
    >
      <Images aria-hidden className="size-3.5" />
      {t('patients.photos', { count })}
    </span>
  );
}
