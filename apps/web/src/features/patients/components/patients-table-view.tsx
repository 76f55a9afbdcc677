import type { PatientSort } from '@photodossier/domain/patient';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useWindowRows } from '@/lib/use-window-rows';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { patientFullName } from '@photodossier/domain/display-names';
import { usePatientAge } from './patient-facts';
import type { PatientsViewProps } from './patients-list-view';
import { PinButton } from './pin-button';

const ESTIMATED_ROW_HEIGHT = 57;
const COLUMN_COUNT = 8;

type SortableColumn = 'name' | 'created';

// Each sortable column toggles between its two orders; the first click uses the first.
const columnSorts: Record<SortableColumn, [PatientSort, PatientSort]> = {
  name: ['name_asc', 'name_desc'],
  created: ['created_desc', 'created_asc'],
};

type PatientsTableViewProps = PatientsViewProps & {
  sort: PatientSort;
  onSortChange: (sort: PatientSort) => void;
};

function SortHeader({
  column,
  sort,
  onSortChange,
  children,
}: {
  column: SortableColumn;
  sort: PatientSort;
  onSortChange: (sort: PatientSort) => void;
  children: string;
}) {
  const { t } = useTranslation();
  const [first, second] = columnSorts[column];
  const active = sort === first || sort === second;
  const ascending = sort === 'name_asc' || sort === 'created_asc';
  const next = sort === first ? second : first;
  const nextAscending = next === 'name_asc' || next === 'created_asc';
  const Icon = !active ? ArrowUpDown : ascending ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (ascending ? 'ascending' : 'descending') : undefined}
      className="px-3 py-2 whitespace-nowrap"
    >
      <button
        type="button"
        onClick={() => onSortChange(next)}
        aria-label={t(
          nextAscending ? 'patients.table.sortAscending' : 'patients.table.sortDescending',
          {
            column: children,
          },
        )}
        className="-mx-2 inline-flex items-center gap-1.5 rounded-md px-2 py-1 font-semibold hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {children}
        <Icon aria-hidden className={active ? 'size-4 text-primary' : 'size-4 opacity-60'} />
      </button>
    </th>
  );
}

function Header({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <th scope="col" className={className ?? 'px-3 py-2 font-semibold'}>
      {children}
    </th>
  );
}

/** Dossiers en tableau: one row per patient, name and creation date sortable, virtualised. */
export function PatientsTableView({
  rows,
  hasMore,
  onNearEnd,
  onTogglePin,
  sort,
  onSortChange,
}: PatientsTableViewProps) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  const ageOf = usePatientAge();
  const { ref, virtualizer, items } = useWindowRows({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.patient.id ?? index,
    onNearEnd,
  });
  const paddingTop =
    items.length > 0 ? (items[0]?.start ?? 0) - virtualizer.options.scrollMargin : 0;
  const paddingBottom =
    items.length > 0
      ? virtualizer.getTotalSize() - ((items.at(-1)?.end ?? 0) - virtualizer.options.scrollMargin)
      : 0;

  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-card shadow-xs">
      <table
        data-testid="patients-table"
        aria-label={t('patients.list.label')}
        aria-rowcount={hasMore ? -1 : rows.length + 1}
        className="w-full min-w-[58.5rem] table-fixed border-collapse text-left text-sm"
      >
        {/* Fixed widths: at 1280 px beside the open sidebar the whole row fits. */}
        <colgroup>
          <col className="w-12" />
          <col className="w-[8.5rem]" />
          <col className="w-28" />
          <col className="w-[9.5rem]" />
          <col className="w-40" />
          <col className="w-36" />
          <col className="w-16" />
          <col className="w-[7.5rem]" />
        </colgroup>
        <thead className="border-b border-border bg-muted/50 text-muted-foreground">
          <tr aria-rowindex={1}>
            <Header className="w-12 px-2 py-2">
              <span className="sr-only">{t('patients.table.pin')}</span>
            </Header>
            <SortHeader column="name" sort={sort} onSortChange={onSortChange}>
              {t('patients.table.name')}
            </SortHeader>
            <Header>{t('patients.table.firstName')}</Header>
            <Header>{t('patients.table.birthDate')}</Header>
            <Header>{t('patients.table.contact')}</Header>
            <Header>{t('patients.table.tags')}</Header>
            <Header className="px-3 py-2 text-right font-semibold">
              {t('patients.table.photos')}
            </Header>
            <SortHeader column="created" sort={sort} onSortChange={onSortChange}>
              {t('patients.table.createdAt')}
            </SortHeader>
          </tr>
        </thead>
        <tbody ref={ref}>
          {paddingTop > 0 ? (
            <tr aria-hidden>
              <td colSpan={COLUMN_COUNT} style={{ height: paddingTop, padding: 0 }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const { patient, pinned } = row;
            const name = patientFullName(patient);
            const age = ageOf(patient);
            return (
              <tr
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 2}
                data-testid="patient-table-row"
                data-pinned={pinned || undefined}
                className="border-b border-border last:border-b-0 hover:bg-accent/40"
              >
                <td className="px-2 py-1.5">
                  <PinButton
                    pinned={pinned}
                    name={name}
                    onToggle={() => onTogglePin(patient.id)}
                    className="size-9"
                  />
                </td>
                <td className="truncate px-3 py-2">
                  <Link
                    to={paths.patientDetails(patient.id)}
                    className="font-semibold text-foreground underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {patient.nom}
                  </Link>
                </td>
                <td className="truncate px-3 py-2">{patient.prenom}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <span className="block truncate">
                    {formatDate(patient.date_naissance, dates)}
                  </span>
                  {age ? (
                    <span className="block truncate text-xs text-muted-foreground">{age}</span>
                  ) : null}
                </td>
                <td className="px-3 py-2">
                  {patient.telephone ? (
                    <span className="block truncate whitespace-nowrap">{patient.telephone}</span>
                  ) : null}
                  {patient.email ? (
                    <span className="block truncate text-xs text-muted-foreground">
                      {patient.email}
                    </span>
                  ) : null}
                </td>
                <td className="px-3 py-2">
                  {patient.tags.length > 0 ? (
                    <span className="block truncate text-xs" title={patient.tags.join(', ')}>
                      {patient.tags.join(', ')}
                    </span>
                  ) : null}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{patient.photo_count}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {formatDate(patient.created_at, dates)}
                </td>
              </tr>
            );
          })}
          {paddingBottom > 0 ? (
            <tr aria-hidden>
              <td colSpan={COLUMN_COUNT} style={{ height: paddingBottom, padding: 0 }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
