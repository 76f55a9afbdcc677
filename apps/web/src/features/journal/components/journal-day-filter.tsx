import { isIsoCalendarDate } from '@photodossier/domain/calendar-date';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/ui/date-input';

/**
 * « Du » or « Au » of the journal. The filter takes whole days only, but a date not yet whole
 * stays as typed, and says so once the field is left, instead of vanishing.
 */
export function JournalDayFilter({
  label,
  onDayChange,
}: {
  label: string;
  onDayChange: (day: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [left, setLeft] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = left && value !== '' && !isIsoCalendarDate(value);
  return (
    <div className="flex flex-col gap-1 text-xs font-medium">
      <label htmlFor={id}>{label}</label>
      <DateInput
        id={id}
        className="h-9 w-36"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onValueChange={(next) => {
          setValue(next);
          setLeft(false);
          onDayChange(isIsoCalendarDate(next) ? next : undefined);
        }}
        onBlur={() => setLeft(true)}
      />
      {invalid ? (
        <p id={errorId} role="alert" className="max-w-36 text-destructive">
          {t('errors:validation.invalid_date')}
        </p>
      ) : null}
    </div>
  );
}
