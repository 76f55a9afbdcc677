import { zodResolver } from '@hookform/resolvers/zod';
import {
  patientPayloadSchema,
  type PatientPayload,
  type PatientPayloadInput,
  type PatientRecord,
} from '@photodossier/domain/patient';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { translateErrorCode } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreatePatient } from '../api/create-patient';
import { PatientRequestError } from '../api/send-patient';
import { useUpdatePatient } from '../api/update-patient';

// What the inputs hold; the schema turns it into the payload (trimmed, tags deduplicated).
export type PatientFormValues = PatientPayloadInput;
export type PatientFieldName = keyof PatientFormValues;

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

const schemaResolver = zodResolver<PatientFormValues, unknown, PatientPayload>(
  patientPayloadSchema,
);

/**
 * The patient form's state and save (spec 01 §3): the domain's own rules, a half-typed date
 * refused, and a refused save that keeps everything typed, shows the server's reasons under
 * the fields and a destructive toast. PatientForm only renders the fields.
 */
export function usePatientForm({
  patient,
  onCreated,
}: {
  patient: PatientRecord | undefined;
  onCreated: ((patient: PatientRecord) => Promise<void>) | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreatePatient();
  const update = useUpdatePatient();

  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PatientFormValues, unknown, PatientPayload>({
    resolver: schemaResolver,
    defaultValues: toFormValues(patient),
  });

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
    let first: PatientFieldName | undefined;
    for (const issue of error.fieldIssues) {
      if (!(issue.field in emptyValues)) continue;
      const field = issue.field as PatientFieldName;
      first ??= field;
      setError(field, { type: 'server', message: translateErrorCode(issue.code, issue.params) });
    }
    if (first && first !== 'tags') setFocus(first);
  }

  // A half-typed date is held as typed, and the schema refuses it (DateInput).
  const { field: date } = useController({ control, name: 'date_naissance' });

  return {
    register,
    control,
    errors,
    isSubmitting,
    submit,
    dateField: {
      name: date.name,
      ref: date.ref,
      value: date.value ?? '',
      onValueChange: date.onChange,
      onBlur: date.onBlur,
    },
    cancelTo: patient ? paths.patientDetails(patient.id) : paths.patients,
  };
}
