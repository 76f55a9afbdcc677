import {
  REPORT_NAME_MAX,
  type SurgicalTechniqueBody,
  type SurgicalTechniqueRecord,
} from '@photodossier/domain/operation-report';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { useSaveTechnique } from '../api/save-technique';
import { ReportTextField } from './report-text-field';

const emptyTechnique: SurgicalTechniqueBody = {
  name: '',
  description: '',
  steps: '',
  usual_products: '',
  postop_instructions: '',
};

const longFields = ['description', 'steps', 'usual_products', 'postop_instructions'] as const;

/** Adds or edits a technique; what was typed stays when the save is refused. */
export function TechniqueForm({
  technique,
  onDone,
}: {
  technique: SurgicalTechniqueRecord | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveTechnique();
  const [values, setValues] = useState<SurgicalTechniqueBody>(() =>
    technique
      ? {
          name: technique.name,
          description: technique.description,
          steps: technique.steps,
          usual_products: technique.usual_products,
          postop_instructions: technique.postop_instructions,
        }
      : emptyTechnique,
  );
  const [nameError, setNameError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.name.trim()) {
      setNameError(t('techniques.nameRequired'));
      return;
    }
    save.mutate(
      { id: technique?.id ?? null, body: values },
      {
        onSuccess: () => {
          notify(t('techniques.saved'), { variant: 'success' });
          onDone();
        },
        onError: (error) => notify(error.message, { variant: 'error' }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label={t('techniques.formLabel')}>
      <FormField label={t('techniques.fields.name')} error={nameError}>
        {(control) => (
          <Input
            {...control}
            value={values.name}
            maxLength={REPORT_NAME_MAX}
            onChange={(event) => {
              setNameError(undefined);
              setValues({ ...values, name: event.target.value });
            }}
          />
        )}
      </FormField>
      {longFields.map((field) => (
        <ReportTextField
          key={field}
          label={t(`techniques.fields.${field}`)}
          hint={field === 'usual_products' ? t('techniques.productsHint') : undefined}
          rows={field === 'description' ? 2 : 4}
          value={values[field]}
          onChange={(next) => setValues({ ...values, [field]: next })}
        />
      ))}
      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending}>
          {t('techniques.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('techniques.cancel')}
        </Button>
      </div>
    </form>
  );
}
