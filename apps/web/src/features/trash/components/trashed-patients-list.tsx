import { patientFullName, patientInitials } from '@photodossier/domain/display-names';
import type { TrashedPatientRecord } from '@photodossier/domain/storage-media';
import { useTranslation } from 'react-i18next';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { TrashRowList, type TrashRowListProps } from './trash-row-list';

const ESTIMATED_ROW_HEIGHT = 80;

type TrashedPatientsListProps = Omit<TrashRowListProps<TrashedPatientRecord>, 'items'> & {
  patients: readonly TrashedPatientRecord[];
};

/** Patients in the trash: initials, name, birth date, photos that go with them, deletion date. */
export function TrashedPatientsList({ patients, ...props }: TrashedPatientsListProps) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const nameOf = (patient: TrashedPatientRecord) =>
    patientFullName(patient) || t('trash.patients.unnamed');

  return (
    <TrashRowList
      {...props}
      items={patients}
      label={t('trash.patients.listLabel')}
      testId="trashed-patients-list"
      rowTestId="trashed-patient-row"
      estimatedRowHeight={ESTIMATED_ROW_HEIGHT}
      nameOf={nameOf}
      renderContent={(patient) => {
        const deletedOn = formatDate(patient.deleted_at, dates);
        const born = patient.date_naissance
          ? t('trash.patients.born', { date: formatDate(patient.date_naissance, dates) })
          : null;
        return (
          <>
            <span
              aria-hidden
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary select-none"
            >
              {patientInitials(patient)}
            </span>
            <div className="flex min-w-0 flex-1 flex-col">
              <p className="truncate text-sm font-medium">{nameOf(patient)}</p>
              <p className="truncate text-sm text-muted-foreground">
                {[born, t('trash.patients.photos', { count: patient.photo_count })]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {deletedOn ? (
                <p className="truncate text-xs text-muted-foreground">
                  {t('trash.deletedOn', { date: deletedOn })}
                </p>
              ) : null}
            </div>
          </>
        );
      }}
    />
  );
}
