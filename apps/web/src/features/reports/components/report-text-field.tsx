import { REPORT_TEXT_MAX } from '@photodossier/domain/operation-report';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { formatDecimal } from '@/lib/format';
import { toSupportedLanguage } from '@/lib/i18n/languages';

/**
 * A long text of a report or a technique, held to the server's limit: a longer paste is cut
 * where the server would refuse it, and the field says so instead of an autosave failing.
 */
export function ReportTextField({
  label,
  hint,
  rows,
  value,
  onChange,
}: {
  label: string;
  hint?: ReactNode;
  rows: number;
  value: string;
  onChange: (next: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const full = value.length >= REPORT_TEXT_MAX;
  return (
    <FormField
      label={label}
      hint={hint}
      error={
        full
          ? t('reports.textLimit', {
              max: formatDecimal(REPORT_TEXT_MAX, toSupportedLanguage(i18n.language)),
            })
          : undefined
      }
    >
      {(control) => (
        <Textarea
          {...control}
          rows={rows}
          value={value}
          maxLength={REPORT_TEXT_MAX}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
