import {
  CONSENT_PROCEDURES,
  consentProcedureName,
  fillConsentText,
  type ConsentProcedure,
} from '@photodossier/domain/consents';
import { PRACTICE_TIME_ZONE } from '@photodossier/domain/calendar-date';
import { patientFullName } from '@photodossier/domain/display-names';
import type { PatientRecord } from '@photodossier/domain/patient';
import { PenLine, Send } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { defaultDateDisplay, formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useCreateConsent } from '../api/create-consent';
import { useConsentTemplates } from '../api/get-consent-templates';
import { SignaturePad } from './signature-pad';

// A consent is written in French whatever the screen's language.
const french = defaultDateDisplay('fr');

/** The consent being signed: the procedure's text as filled for the patient, two signatures. */
export function NewConsent({
  patient,
  practitionerName,
}: {
  patient: PatientRecord;
  /** Who signs for the practice: the account's name, as the server prints it. */
  practitionerName: string;
}) {
  const { t } = useTranslation();
  const templates = useConsentTemplates();
  const create = useCreateConsent(patient.id);
  const [procedure, setProcedure] = useState<ConsentProcedure>('toxin');
  const [patientSignature, setPatientSignature] = useState<string | null>(null);
  const [practitionerSignature, setPractitionerSignature] = useState<string | null>(null);
  // A new pad (remounted by key) after each saved document.
  const [round, setRound] = useState(0);
  const selectId = useId();
  const onPatient = useCallback((value: string | null) => setPatientSignature(value), []);
  const onPractitioner = useCallback((value: string | null) => setPractitionerSignature(value), []);

  const template = templates.data?.items.find((item) => item.procedure === procedure);
  // The server fills the same placeholders when it saves: this is what will be signed.
  const values = {
    patient: patientFullName(patient),
    date_naissance: formatDate(patient.date_naissance, french),
    procedure: consentProcedureName(procedure),
    praticien: practitionerName,
    // The day the server will print: the practice's, whatever zone the device is set to.
    date: formatDate(new Date(), french, { timeZone: PRACTICE_TIME_ZONE }),
  };

  const save = (withPatient: boolean) => {
    if (!practitionerSignature) return;
    create.mutate(
      {
        procedure,
        practitioner_signature: practitionerSignature,
        ...(withPatient && patientSignature ? { patient_signature: patientSignature } : {}),
      },
      {
        onSuccess: (record) => {
          notify(
            record.status === 'signed' ? t('consents:create.signed') : t('consents:create.pending'),
            { variant: 'success' },
          );
          setPatientSignature(null);
          setPractitionerSignature(null);
          setRound((value) => value + 1);
        },
        onError: (error) => notify(error.message, { variant: 'error' }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('consents:create.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={selectId}>{t('consents:create.procedure')}</Label>
          <NativeSelect
            id={selectId}
            value={procedure}
            onChange={(event) => setProcedure(event.target.value as ConsentProcedure)}
          >
            {CONSENT_PROCEDURES.map((item) => (
              <option key={item} value={item}>
                {t(`consents:procedures.${item}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {templates.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {templates.error.message}
          </p>
        ) : null}
        {template ? (
          <section
            aria-label={t('consents:create.preview')}
            className="max-h-80 overflow-y-auto rounded-md border bg-muted/40 p-4 text-sm"
            data-testid="consent-preview"
          >
            <h3 className="mb-2 font-semibold">{fillConsentText(template.title, values)}</h3>
            <p className="whitespace-pre-line">{fillConsentText(template.body, values)}</p>
          </section>
        ) : null}
        <div className="grid gap-4 lg:grid-cols-2" key={round}>
          <SignaturePad
            label={t('consents:create.patientSignature')}
            onChange={onPatient}
            testId="patient-signature"
          />
          <SignaturePad
            label={t('consents:create.practitionerSignature')}
            onChange={onPractitioner}
            testId="practitioner-signature"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="wrap"
            // Nobody signs a text they were not shown: not before the template has loaded.
            disabled={!template || !patientSignature || !practitionerSignature || create.isPending}
            onClick={() => save(true)}
          >
            <PenLine aria-hidden />
            {create.isPending ? t('consents:create.saving') : t('consents:create.sign')}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="wrap"
            disabled={!template || !practitionerSignature || create.isPending}
            onClick={() => save(false)}
          >
            <Send aria-hidden />
            {t('consents:create.remote')}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">{t('consents:create.remoteHint')}</p>
      </CardContent>
    </Card>
  );
}
