import { isErrorCode } from '@photodossier/domain/errors';
import {
  AFFECTED_SIDES,
  PATIENT_FIELD_MAX,
  PATIENT_GENDERS,
  type PatientRecord,
} from '@photodossier/domain/patient';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { DateInput } from '@/components/ui/date-input';
import { Input } from '@/components/ui/input';
import { useTagNames } from '@/lib/api/get-tags';
import { NativeSelect } from '@/components/ui/native-select';
import { usePatientForm, type PatientFieldName } from '../hooks/use-patient-form';
import { TagPicker } from './tag-picker';
import { Textarea } from '@/components/ui/textarea';

type FieldName = PatientFieldName;

// The domain's limits, for the {max} of validation.max_length,, so the form cannot drift from what the server accepts.
const FIELD_MAX: Partial<Record<FieldName, number>> = PATIENT_FIELD_MAX;

function Required() {
  return (
    <span aria-hidden className="text-destructive">
      {' *'}
    </span>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-4 sm:pb-4">
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

type PatientFormProps = {
  /** The patient being edited; without one the form creates a patient. */
  patient?: PatientRecord;
  /** Runs once a new patient is saved, before the page opens its folder. */
  onCreated?: (patient: PatientRecord) => Promise<void>;
  /** Runs when the form is left with Annuler, before the page goes back. */
  onCancel?: () => void;
};

/**
 * Every field of a patient (spec 01 §3), checked with the domain's own rules. A refused save
 * keeps everything typed, shows the server's reasons under the fields and a destructive toast;
 * the state and the save live in usePatientForm.
 */
export function PatientForm({ patient, onCreated, onCancel }: PatientFormProps) {
  const { t } = useTranslation();
  const tagNames = useTagNames('patient');
  const { register, control, errors, isSubmitting, submit, dateField, cancelTo } = usePatientForm({
    patient,
    onCreated,
  });

  /** Schema messages are error codes; the server's arrive already translated. */
  const errorText = (field: FieldName): string | undefined => {
    const message = errors[field]?.message;
    if (!message) return undefined;
    return isErrorCode(message) ? t(`errors:${message}`, { max: FIELD_MAX[field] }) : message;
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" data-testid="patient-form">
      <p className="text-sm text-muted-foreground">{t('patients.form.requiredHint')}</p>
      <Section title={t('patients.form.identity')}>
        <FormField
          label={
            <>
              {t('patients.fields.prenom')}
              <Required />
            </>
          }
          error={errorText('prenom')}
        >
          {(field) => (
            <Input
              {...field}
              {...register('prenom')}
              aria-required
              maxLength={FIELD_MAX.prenom}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField
          label={
            <>
              {t('patients.fields.nom')}
              <Required />
            </>
          }
          error={errorText('nom')}
        >
          {(field) => (
            <Input
              {...field}
              {...register('nom')}
              aria-required
              maxLength={FIELD_MAX.nom}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField label={t('patients.fields.date_naissance')} error={errorText('date_naissance')}>
          {(field) => <DateInput {...field} {...dateField} />}
        </FormField>
        <FormField label={t('patients.fields.sexe')} error={errorText('sexe')}>
          {(field) => (
            <NativeSelect {...field} {...register('sexe')}>
              <option value="">{t('patients.gender.unset')}</option>
              {PATIENT_GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t(`patients.gender.${gender}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </Section>

      <Section title={t('patients.form.contact')}>
        <FormField label={t('patients.fields.email')} error={errorText('email')}>
          {(field) => (
            <Input
              {...field}
              {...register('email')}
              type="email"
              inputMode="email"
              maxLength={FIELD_MAX.email}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField label={t('patients.fields.telephone')} error={errorText('telephone')}>
          {(field) => (
            <Input
              {...field}
              {...register('telephone')}
              type="tel"
              inputMode="tel"
              maxLength={FIELD_MAX.telephone}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField
          label={t('patients.fields.adresse')}
          error={errorText('adresse')}
          className="sm:col-span-2"
        >
          {(field) => (
            <Textarea
              {...field}
              {...register('adresse')}
              rows={2}
              maxLength={FIELD_MAX.adresse}
              autoComplete="off"
            />
          )}
        </FormField>
      </Section>

      <Section title={t('patients.form.clinical')}>
        <FormField label={t('patients.fields.cote_affecte')} error={errorText('cote_affecte')}>
          {(field) => (
            <NativeSelect {...field} {...register('cote_affecte')}>
              <option value="">{t('patients.side.unset')}</option>
              {AFFECTED_SIDES.map((side) => (
                <option key={side} value={side}>
                  {t(`patients.side.${side}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label={t('patients.fields.tags')}
          error={errorText('tags')}
          className="sm:col-span-2"
        >
          {(field) => (
            <Controller
              control={control}
              name="tags"
              render={({ field: { value, onChange } }) => (
                <TagPicker
                  value={value ?? []}
                  onChange={onChange}
                  available={tagNames}
                  control={field}
                />
              )}
            />
          )}
        </FormField>
        <FormField
          label={t('patients.fields.commentaire')}
          error={errorText('commentaire')}
          className="sm:col-span-2"
        >
          {(field) => (
            <Textarea
              {...field}
              {...register('commentaire')}
              rows={4}
              maxLength={FIELD_MAX.commentaire}
            />
          )}
        </FormField>
      </Section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to={cancelTo} onClick={onCancel}>
            {t('patients.form.cancel')}
          </Link>
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting
            ? t('patients.form.saving')
            : patient
              ? t('patients.form.save')
              : t('patients.form.create')}
        </Button>
      </div>
    </form>
  );
}
