import { isIsoCalendarDate } from '@photodossier/domain/calendar-date';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/ui/date-input';
import { FormField } from '@/components/ui/form-field';

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
  const invalid = left && value !== '' && !isIsoCalendarDate(value);
  return (
    <FormField
      compact
      label={label}
      className="max-w-36"
      error={invalid ? t('errors:validation.invalid_date') : undefined}
    >
      {(control) => (
        <DateInput
          {...control}
          className="h-9 w-36"
          value={value}
          onValueChange={(next) => {
            setValue(next);
            setLeft(false);
            onDayChange(isIsoCalendarDate(next) ? next : undefined);
          }}
          onBlur={() => setLeft(true)}
        />
      )}
    </FormField>
  );
}
