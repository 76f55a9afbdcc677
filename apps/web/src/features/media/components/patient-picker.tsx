import { useDebouncedValue } from '@/lib/use-debounced-value';
import { patientFullName } from '@photodossier/domain/display-names';
import type { PatientRecord } from '@photodossier/domain/patient';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/search-field';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { usePatientSearch } from '@/lib/api/search-patients';

type PatientPickerProps = {
  selectedId: string | null;
  onSelect: (patient: PatientRecord) => void;
};

/** Search by name, then one patient to choose (radio buttons). */
export function PatientPicker({ selectedId, onSelect }: PatientPickerProps) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const patients = usePatientSearch(search);
  const items = patients.data?.items ?? [];

  return (
    <div className="flex flex-col gap-3">
      <SearchField
        showLabel
        label={t('media.assign.searchLabel')}
        value={typed}
        onChange={setTyped}
        placeholder={t('media.assign.searchPlaceholder')}
        autoComplete="off"
      />
      <fieldset className="min-h-32">
        <legend className="sr-only">{t('media.assign.patientsLegend')}</legend>
        {patients.isPending ? (
          <Spinner size="sm" label={t('media.assign.searching')} className="py-6" />
        ) : patients.isError ? (
          <p role="alert" className="py-4 text-sm text-destructive">
            {patients.error.message}
          </p>
        ) : items.length === 0 ? (
          <p className="py-4 text-sm text-muted-foreground">{t('media.assign.noResults')}</p>
        ) : (
          <ul className="flex max-h-60 flex-col gap-1 overflow-y-auto pr-1">
            {items.map((patient) => {
              const checked = patient.id === selectedId;
              return (
                <li key={patient.id}>
                  <label
                    className={cn(
                      'relative flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                      checked
                        ? 'border-primary bg-primary/10'
                        : 'border-transparent hover:bg-accent',
                    )}
                  >
                    <input
                      type="radio"
                      name="assign-patient"
                      value={patient.id}
                      checked={checked}
                      onChange={() => onSelect(patient)}
                      className="sr-only top-1/2 left-4"
                    />
                    <span
                      aria-hidden
                      className={cn(
                        'inline-flex size-9 shrink-0 items-center justify-center rounded-full',
                        checked
                          ? 'bg-primary text-primary-foreground'
                          : 'bg-muted text-muted-foreground',
                      )}
                    >
                      <UserRound className="size-4" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium">
                        {patientFullName(patient) || t('media.assign.unnamed')}
                      </span>
                      {patient.date_naissance ? (
                        <span className="block text-xs text-muted-foreground">
                          {t('media.assign.birthDate', {
                            date: formatDate(patient.date_naissance, dates),
                          })}
                        </span>
                      ) : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
    </div>
  );
}
