import type { TrashedPatientRecord } from '@photodossier/domain/storage-media';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { toSupportedLanguage } from '@/lib/i18n/languages';
import { useWindowRows } from '@/lib/use-window-rows';
import { formatBirthDate, formatDeletionDate, patientName } from '../lib/trash-format';
import { RowActions } from './row-actions';

const ESTIMATED_ROW_HEIGHT = 80;

type TrashedPatientsListProps = {
  patients: readonly TrashedPatientRecord[];
  hasMore: boolean;
  onNearEnd: () => void;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  busyIds: ReadonlySet<string>;
  onRestore: (patient: TrashedPatientRecord) => void;
  onDelete: (patient: TrashedPatientRecord) => void;
};

function initials(patient: TrashedPatientRecord): string {
  const letters = [patient.prenom, patient.nom]
    .map((part) => Array.from(part.trim())[0] ?? '')
    .join('');
  return letters.toLocaleUpperCase() || '?';
}

/** Patients in the trash, one row each, virtualised against the page's scroll. */
export function TrashedPatientsList({
  patients,
  hasMore,
  onNearEnd,
  selected,
  onToggle,
  busyIds,
  onRestore,
  onDelete,
}: TrashedPatientsListProps) {
  const { t, i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.language);
  const { ref, virtualizer, items, scrollMargin } = useWindowRows({
    nearEndRows: 8,
    count: patients.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => patients[index]?.id ?? index,
    onNearEnd,
  });

  return (
    <ul
      ref={ref}
      aria-label={t('trash.patients.listLabel')}
      data-testid="trashed-patients-list"
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((row) => {
        const patient = patients[row.index];
        if (!patient) return null;
        const name = patientName(patient) || t('trash.patients.unnamed');
        const checked = selected.has(patient.id);
        const deletedOn = formatDeletionDate(patient.deleted_at, language);
        const born = patient.date_naissance
          ? t('trash.patients.born', { date: formatBirthDate(patient.date_naissance, language) })
          : null;
        return (
          <li
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            aria-posinset={row.index + 1}
            aria-setsize={hasMore ? -1 : patients.length}
            className="absolute top-0 left-0 w-full pb-2"
            style={{ transform: `translateY(${row.start - scrollMargin}px)` }}
          >
            <div
              data-testid="trashed-patient-row"
              data-id={patient.id}
              className={cn(
                'flex items-center gap-3 rounded-xl border border-border bg-card p-2.5 shadow-xs',
                checked && 'border-primary bg-primary/5',
              )}
            >
              <input
                type="checkbox"
                checked={checked}
                onChange={() => onToggle(patient.id)}
                aria-label={t('trash.select', { name })}
                className="size-4 shrink-0 accent-primary"
              />
              <span
                aria-hidden
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary select-none"
              >
                {initials(patient)}
              </span>
              <div className="flex min-w-0 flex-1 flex-col">
                <p className="truncate text-sm font-medium">{name}</p>
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
              <RowActions
                name={name}
                busy={busyIds.has(patient.id)}
                onRestore={() => onRestore(patient)}
                onDelete={() => onDelete(patient)}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
