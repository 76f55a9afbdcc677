import { zodResolver } from '@hookform/resolvers/zod';
import { isErrorCode } from '@photodossier/domain/errors';
import {
  AFFECTED_SIDES,
  PATIENT_GENDERS,
  patientPayloadSchema,
  type PatientPayload,
  type PatientPayloadInput,
  type PatientRecord,
} from '@photodossier/domain/patient';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { translateErrorCode } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreatePatient } from '../api/create-patient';
import { useTagNames } from '@/lib/api/get-tags';
import { PatientRequestError } from '../api/send-patient';
import { useUpdatePatient } from '../api/update-patient';
import { NativeSelect } from '@/components/ui/native-select';
import { TagPicker } from './tag-picker';
import { Textarea } from '@/components/ui/textarea';

// What the inputs hold; the schema turns it into the payload (trimmed, tags deduplicated).
type PatientFormValues = PatientPayloadInput;
type FieldName = keyof PatientFormValues;

// The domain schema's limits, for the {max} of validation.max_length.
const FIELD_MAX: Partial<Record<FieldName, number>> = {
  nom: 100,
  prenom: 100,
  email: 254,
  telephone: 25,
  adresse: 500,
  commentaire: 5000,
};

const emptyValues: Required<PatientFormValues> = {
  nom: '',
  prenom: '',
  date_naissance: '',
  email: '',
  telephone: '',
  tags: [],
  sexe: '',
  adresse: '',
  commentaire: '',
  cote_affecte: '',
};

function toFormValues(patient: PatientRecord | undefined): PatientFormValues {
  if (!patient) return emptyValues;
  const { nom, prenom, date_naissance, email, telephone, tags, sexe, adresse, commentaire } =
    patient;
  return {
    nom,
    prenom,
    date_naissance,
    email,
    telephone,
    tags,
    sexe,
    adresse,
    commentaire,
    cote_affecte: patient.cote_affecte,
  };
}

const schemaResolver = zodResolver(patientPayloadSchema);

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
 * keeps everything typed, shows the server's reasons under the fields and a destructive toast.
 */
export function PatientForm({ patient, onCreated, onCancel }: PatientFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tagNames = useTagNames('patient');
  const create = useCreatePatient();
  const update = useUpdatePatient();
  const dateInput = useRef<HTMLInputElement | null>(null);

  // A half-typed date leaves the date input empty with badInput set: empty would pass.
  const resolver: Resolver<PatientFormValues, unknown, PatientPayload> = async (
    values,
    context,
    options,
  ) => {
    const result = await schemaResolver(values, context, options);
    if (!dateInput.current?.validity.badInput) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        date_naissance: { type: 'badInput', message: 'validation.invalid_date' },
      },
    };
  };

  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PatientFormValues, unknown, PatientPayload>({
    resolver,
    defaultValues: toFormValues(patient),
  });

  /** Schema messages are error codes; the server's arrive already translated. */
  const errorText = (field: FieldName): string | undefined => {
    const message = errors[field]?.message;
    if (!message) return undefined;
    return isErrorCode(message) ? t(`errors:${message}`, { max: FIELD_MAX[field] }) : message;
  };

  const submit = handleSubmit(async (payload) => {
    try {
      const saved = patient
        ? await update.mutateAsync({ id: patient.id, patch: payload })
        : await create.mutateAsync(payload);
      notify(t(patient ? 'patients.form.updated' : 'patients.form.created'), {
        variant: 'success',
      });
      if (!patient) await onCreated?.(saved);
      await navigate(paths.patientDetails(saved.id));
    } catch (error) {
      if (error instanceof PatientRequestError) showServerIssues(error);
      notify(t(patient ? 'errors:patient.update_failed' : 'errors:patient.create_failed'), {
        variant: 'destructive',
      });
    }
  });

  function showServerIssues(error: PatientRequestError) {
    let first: FieldName | undefined;
    for (const issue of error.fieldIssues) {
      if (!(issue.field in emptyValues)) continue;
      const field = issue.field as FieldName;
      first ??= field;
      setError(field, { type: 'server', message: translateErrorCode(issue.code, issue.params) });
    }
    if (first && first !== 'tags') setFocus(first);
  }

  const { ref: dateRef, ...dateField } = register('date_naissance');
  const cancelTo = patient ? paths.patientDetails(patient.id) : paths.patients;

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
          {(field) => (
            <Input
              {...field}
              {...dateField}
              ref={(element) => {
                dateRef(element);
                dateInput.current = element;
              }}
              type="date"
              autoComplete="off"
            />
          )}
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
