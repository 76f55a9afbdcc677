import { isIsoCalendarDate } from '@photodossier/domain/calendar-date';
import {
  REPORT_IMPLANTS_MAX,
  REPORT_LINE_MAX,
  procedureWithDictation,
  reportFromTechnique,
  type OperationReportBody,
} from '@photodossier/domain/operation-report';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PatientSelectField } from '@/components/patient-select-field';
import { FormField } from '@/components/ui/form-field';
import { DateInput } from '@/components/ui/date-input';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useTechniques } from '../api/get-techniques';
import { DictationPicker } from './dictation-picker';
import { ReportTextField } from './report-text-field';

type LineField = 'operator' | 'assistants' | 'anaesthesia';
type TextField = 'indication' | 'procedure' | 'incidents' | 'postop_instructions' | 'follow_up';

/** The structured fields of a CROP, in the order a surgeon writes them. */
export function ReportForm({
  value,
  onChange,
  patientName,
  withDictations,
}: {
  value: OperationReportBody;
  onChange: (next: OperationReportBody) => void;
  /** The chosen patient's name, when the report already has one. */
  patientName: string | null;
  /** The dictaphone is on: a dictation's text can fill the description of the procedure. */
  withDictations: boolean;
}) {
  const { t } = useTranslation();
  const techniques = useTechniques();
  const set = <K extends keyof OperationReportBody>(key: K, next: OperationReportBody[K]) =>
    onChange({ ...value, [key]: next });

  const line = (field: LineField) => (
    <FormField label={t(`reports.fields.${field}`)}>
      {(control) => (
        <Input
          {...control}
          value={value[field]}
          maxLength={REPORT_LINE_MAX}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </FormField>
  );
  const text = (field: TextField, rows = 4) => (
    <ReportTextField
      label={t(`reports.fields.${field}`)}
      rows={rows}
      value={value[field]}
      onChange={(next) => set(field, next)}
    />
  );

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{t('reports.identification')}</legend>
        <div className="sm:col-span-2">
          <PatientSelectField
            value={value.patient_id}
            onChange={(patientId) => set('patient_id', patientId)}
            currentName={patientName}
            searchLabel={t('reports.fields.patientSearch')}
            searchPlaceholder={t('reports.patientSearchPlaceholder')}
            label={t('reports.fields.patient')}
            emptyLabel={t('reports.choosePatient')}
          />
        </div>
        <FormField label={t('reports.fields.operation_date')}>
          {(control) => (
            <DateInput
              {...control}
              required
              value={value.operation_date}
              onValueChange={(day) => isIsoCalendarDate(day) && set('operation_date', day)}
            />
          )}
        </FormField>
        <FormField label={t('reports.fields.technique')} hint={t('reports.techniqueHint')}>
          {(control) => (
            <NativeSelect
              {...control}
              value={value.technique_id ?? ''}
              onChange={(event) => {
                const chosen = techniques.data?.items.find(
                  (item) => item.id === event.target.value,
                );
                onChange(
                  chosen ? reportFromTechnique(chosen, value) : { ...value, technique_id: null },
                );
              }}
            >
              <option value="">{t('reports.noTechnique')}</option>
              {techniques.data?.items.map((technique) => (
                <option key={technique.id} value={technique.id}>
                  {technique.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {line('operator')}
        {line('assistants')}
        {line('anaesthesia')}
      </fieldset>
      {text('indication', 3)}
      <div className="flex flex-col gap-2">
        {text('procedure', 8)}
        {withDictations ? (
          <div>
            <DictationPicker
              patientId={value.patient_id}
              onPick={(dictation) =>
                set('procedure', procedureWithDictation(value.procedure, dictation.text))
              }
            />
          </div>
        ) : null}
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium">{t('reports.fields.implants')}</legend>
        {value.implants.map((implant, index) => (
          // On a phone the product takes its own line, the lot and the remove button the next.
          <div key={index} className="flex flex-wrap items-end gap-2">
            <FormField className="min-w-48 flex-1" label={t('reports.fields.product')}>
              {(control) => (
                <Input
                  {...control}
                  value={implant.product}
                  maxLength={300}
                  onChange={(event) =>
                    set(
                      'implants',
                      value.implants.map((item, i) =>
                        i === index ? { ...item, product: event.target.value } : item,
                      ),
                    )
                  }
                />
              )}
            </FormField>
            <FormField className="w-40" label={t('reports.fields.lot')}>
              {(control) => (
                <Input
                  {...control}
                  value={implant.lot}
                  maxLength={120}
                  onChange={(event) =>
                    set(
                      'implants',
                      value.implants.map((item, i) =>
                        i === index ? { ...item, lot: event.target.value } : item,
                      ),
                    )
                  }
                />
              )}
            </FormField>
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={t('reports.removeImplant')}
              onClick={() =>
                set(
                  'implants',
                  value.implants.filter((_, i) => i !== index),
                )
              }
            >
              <X aria-hidden />
            </Button>
          </div>
        ))}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={value.implants.length >= REPORT_IMPLANTS_MAX}
            onClick={() => set('implants', [...value.implants, { product: '', lot: '' }])}
          >
            <Plus aria-hidden />
            {t('reports.addImplant')}
          </Button>
        </div>
      </fieldset>
      {text('incidents', 3)}
      {text('postop_instructions', 4)}
      {text('follow_up', 3)}
    </div>
  );
}
