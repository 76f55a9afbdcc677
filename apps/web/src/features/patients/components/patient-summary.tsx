import { ageInYears } from '@photodossier/domain/age';
import type { PatientRecord } from '@photodossier/domain/patient';
import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { patientFullName } from '@photodossier/domain/display-names';
import { PatientAvatar } from './patient-avatar';
import { PhotoCount } from './patient-facts';
import { TagList } from './tag-list';

type PatientSummaryProps = {
  patient: PatientRecord;
  /** The record's buttons (camera, import, compare, edit, delete), composed by the app. */
  actions?: ReactNode;
};

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'flex flex-col gap-1 sm:col-span-2' : 'flex flex-col gap-1'}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm text-foreground">{children}</dd>
    </div>
  );
}

/** Who the patient is: name, age, birth date, contact, sex, address, side, comment, tags. */
export function PatientSummary({ patient, actions }: PatientSummaryProps) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const name = patientFullName(patient);
  const age = ageInYears(patient.date_naissance, Date.now());
  const birthDate = formatDate(patient.date_naissance, dates, { style: 'long' });
  const notProvided = (
    <span className="text-muted-foreground">{t('patients.details.notProvided')}</span>
  );

  return (
    <Card data-testid="patient-summary">
      <CardContent className="flex flex-col gap-6 pt-5 sm:pt-6">
        <div className="flex min-w-0 items-center gap-4">
          <PatientAvatar
            patient={patient}
            showCover
            className="size-16 rounded-2xl text-xl sm:size-20 sm:text-2xl"
          />
          <div className="flex min-w-0 flex-col gap-1">
            <h2 className="text-xl font-semibold tracking-tight break-words sm:text-2xl">{name}</h2>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              {age !== null ? (
                <span className="font-medium text-foreground">
                  {t('patients.age', { count: age })}
                </span>
              ) : null}
              {birthDate ? (
                <span>{t('patients.details.birthDate', { date: birthDate })}</span>
              ) : null}
              <PhotoCount count={patient.photo_count} />
            </p>
          </div>
        </div>
        {actions ? (
          <div
            role="group"
            aria-label={t('patients.details.actions')}
            // On phones each row of buttons fills the card's width.
            className="flex flex-wrap gap-2 *:flex-auto sm:*:flex-none"
          >
            {actions}
          </div>
        ) : null}
        <dl className="grid gap-x-6 gap-y-4 border-t border-border pt-5 sm:grid-cols-2">
          <Fact label={t('patients.details.contact')}>
            {patient.telephone || patient.email ? (
              <span className="flex flex-col gap-1">
                {patient.telephone ? (
                  <a
                    href={`tel:${patient.telephone.replace(/[^+\d]/g, '')}`}
                    className="inline-flex items-center gap-2 break-all text-primary underline-offset-4 hover:underline"
                  >
                    <Phone aria-hidden className="size-4 shrink-0" />
                    {patient.telephone}
                  </a>
                ) : null}
                {patient.email ? (
                  <a
                    href={`mailto:${patient.email}`}
                    className="inline-flex items-center gap-2 break-all text-primary underline-offset-4 hover:underline"
                  >
                    <Mail aria-hidden className="size-4 shrink-0" />
                    {patient.email}
                  </a>
                ) : null}
              </span>
            ) : (
              notProvided
            )}
          </Fact>
          <Fact label={t('patients.fields.sexe')}>
            {patient.sexe ? t(`patients.gender.${patient.sexe}`) : notProvided}
          </Fact>
          <Fact label={t('patients.fields.adresse')}>
            {patient.adresse ? (
              <span className="whitespace-pre-line">{patient.adresse}</span>
            ) : (
              notProvided
            )}
          </Fact>
          <Fact label={t('patients.fields.cote_affecte')}>
            {patient.cote_affecte ? t(`patients.side.${patient.cote_affecte}`) : notProvided}
          </Fact>
          <Fact label={t('patients.fields.tags')} wide>
            {patient.tags.length > 0 ? <TagList tags={patient.tags} /> : notProvided}
          </Fact>
          <Fact label={t('patients.fields.commentaire')} wide>
            {patient.commentaire ? (
              <span className="whitespace-pre-line">{patient.commentaire}</span>
            ) : (
              notProvided
            )}
          </Fact>
        </dl>
        <p className="text-xs text-muted-foreground">
          {t('patients.details.createdAt', {
            date: formatDate(patient.created_at, dates),
          })}
        </p>
      </CardContent>
    </Card>
  );
}
