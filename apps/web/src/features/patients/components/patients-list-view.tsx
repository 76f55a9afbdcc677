import { useTranslation } from 'react-i18next';
import { useWindowRows } from '@/lib/use-window-rows';
import type { PatientRow } from '../hooks/use-patient-rows';
import { patientFullName } from '@photodossier/domain/display-names';
import { PatientAvatar } from './patient-avatar';
import { PhotoCount, usePatientAge } from './patient-facts';
import { PatientLink } from './patient-link';
import { PinButton } from './pin-button';
import { TagList } from './tag-list';

// First guess of a row with its gap; rows are measured once shown.
const ESTIMATED_ROW_HEIGHT = 88;

type PatientsViewProps = {
  rows: PatientRow[];
  /** Rows beyond these are still on the server. */
  hasMore: boolean;
  onNearEnd: () => void;
  onTogglePin: (patientId: string) => void;
};

/** Dossiers: one card per patient, virtualised. */
export function PatientsListView({ rows, hasMore, onNearEnd, onTogglePin }: PatientsViewProps) {
  const { t } = useTranslation();
  const ageOf = usePatientAge();
  const { ref, virtualizer, items, scrollMargin } = useWindowRows({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.patient.id ?? index,
    onNearEnd,
  });

  return (
    <ul
      ref={ref}
      aria-label={t('patients.list.label')}
      data-testid="patients-list"
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        const { patient, pinned } = row;
        const name = patientFullName(patient);
        const age = ageOf(patient);
        const contact = [patient.telephone, patient.email].filter(Boolean).join(' · ');
        return (
          <li
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            aria-posinset={item.index + 1}
            aria-setsize={hasMore ? -1 : rows.length}
            className="absolute top-0 left-0 w-full pb-2"
            style={{ transform: `translateY(${item.start - scrollMargin}px)` }}
          >
            <div
              data-testid="patient-row"
              data-pinned={pinned || undefined}
              className="relative flex items-center gap-3 rounded-xl border border-border bg-card p-3 shadow-xs transition-colors hover:bg-accent/50 sm:gap-4 sm:px-4"
            >
              <PatientAvatar
                patient={patient}
                className="size-11 rounded-full text-sm sm:size-12"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <PatientLink patientId={patient.id}>{name}</PatientLink>
                <p className="flex min-w-0 items-center gap-x-3 text-sm text-muted-foreground">
                  {age ? <span className="shrink-0">{age}</span> : null}
                  <PhotoCount count={patient.photo_count} className="text-sm font-normal" />
                  {contact ? <span className="hidden truncate md:inline">{contact}</span> : null}
                </p>
                <TagList tags={patient.tags} className="max-h-6 overflow-hidden" />
              </div>
              <PinButton
                pinned={pinned}
                name={name}
                onToggle={() => onTogglePin(patient.id)}
                className="relative z-10"
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export type { PatientsViewProps };
