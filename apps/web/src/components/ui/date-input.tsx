import { isIsoCalendarDate } from '@photodossier/domain/calendar-date';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { datePlaceholder, shapeTypedDate, typedDateValue } from '@/lib/typed-date';
import { Input } from './input';

export interface DateInputProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'inputMode' | 'placeholder'
> {
  /** "YYYY-MM-DD", '' or the text of a date not yet whole (`typedDateValue`). */
  readonly value: string;
  readonly onValueChange: (value: string) => void;
}

/**
 * A day typed in the reader's "Format des dates" (lib/typed-date): a text field, since the
 * browser's date input follows the browser's language instead of the reader's choice.
 */
export function DateInput({ value, onValueChange, onBlur, ...props }: DateInputProps) {
  const { t } = useTranslation();
  const display = useDateDisplay();
  const textOf = (day: string) => (isIsoCalendarDate(day) ? formatDate(day, display) : day);
  const [text, setText] = useState(() => textOf(value));
  // A value set from outside (a draft loaded, a form reset, the format changed) is shown; the
  // value this field has just reported is already on screen as typed.
  const [shown, setShown] = useState({ value, dateFormat: display.dateFormat });
  if (shown.value !== value || shown.dateFormat !== display.dateFormat) {
    setShown({ value, dateFormat: display.dateFormat });
    if (
      shown.dateFormat !== display.dateFormat ||
      typedDateValue(text, display.dateFormat) !== value
    ) {
      setText(textOf(value));
    }
  }

  return (
    <Input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={datePlaceholder(
        display.dateFormat,
        t('app.dateLetters', { returnObjects: true }),
      )}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        // A pasted "1985-06-01" is a day in any format.
        const next = isIsoCalendarDate(typed.trim())
          ? formatDate(typed.trim(), display)
          : shapeTypedDate(typed, text, display.dateFormat);
        setText(next);
        onValueChange(typedDateValue(next, display.dateFormat));
      }}
      onBlur={(event) => {
        // A form that kept its day through a text that was no date shows that day again.
        if (typedDateValue(text, display.dateFormat) !== value) setText(textOf(value));
        onBlur?.(event);
      }}
    />
  );
}
