import type { TextKey } from '@/lib/i18n/keys';
import { PATIENT_SORTS, type PatientSort } from '@photodossier/domain/patient-sorts';
import { LayoutGrid, List, Table2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchField } from '@/components/search-field';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { PatientListFilters } from '@/lib/api/get-patients';
import { useTagNames } from '@/lib/api/get-tags';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { FILTER_PARAMS } from '../hooks/use-patient-filters';
import { NativeSelect } from '@/components/ui/native-select';

export type PatientsView = 'list' | 'gallery' | 'table';

const sortLabels: Record<PatientSort, TextKey> = {
  created_desc: 'patients.toolbar.sortCreatedDesc',
  created_asc: 'patients.toolbar.sortCreatedAsc',
  name_asc: 'patients.toolbar.sortNameAsc',
  name_desc: 'patients.toolbar.sortNameDesc',
};

const views = [
  { view: 'list', path: paths.patientsList, icon: List, label: 'patients.toolbar.viewList' },
  {
    view: 'gallery',
    path: paths.patientsGallery,
    icon: LayoutGrid,
    label: 'patients.toolbar.viewGallery',
  },
  { view: 'table', path: paths.patientsTable, icon: Table2, label: 'patients.toolbar.viewTable' },
] as const;

type PatientsToolbarProps = {
  view: PatientsView;
  filters: PatientListFilters;
  onFilterChange: (name: keyof PatientListFilters, value: string) => void;
  /** The address query of the page, so a view switch keeps the filters. */
  queryString: string;
  /** Shown beside the view switch: how many patients match. */
  summary?: ReactNode;
};

/** Search, tag filter, sort and the switch between the three views of the records. */
export function PatientsToolbar({
  view,
  filters,
  onFilterChange,
  queryString,
  summary,
}: PatientsToolbarProps) {
  const { t } = useTranslation();
  const tagNames = useTagNames('patient');
  const tagId = useId();
  const sortId = useId();
  const [search, setSearch] = useState(filters.search);
  // The server is asked once typing pauses; clearing the field applies at once.
  const pausedSearch = useDebouncedValue(search);
  const appliedSearch = useRef(filters.search);
  useEffect(() => {
    if (pausedSearch === appliedSearch.current) return;
    appliedSearch.current = pausedSearch;
    onFilterChange('search', pausedSearch);
  }, [pausedSearch, onFilterChange]);

  function clearSearch() {
    setSearch('');
    appliedSearch.current = '';
    onFilterChange('search', '');
  }

  // A view switch right after typing carries what is typed, not the last debounced value.
  const viewQuery = new URLSearchParams(queryString);
  if (search) viewQuery.set(FILTER_PARAMS.search, search);
  else viewQuery.delete(FILTER_PARAMS.search);
  const viewSearch = viewQuery.toString() ? `?${viewQuery.toString()}` : '';

  const tagOptions =
    filters.tag && !tagNames.includes(filters.tag) ? [filters.tag, ...tagNames] : tagNames;

  return (
    <div className="flex flex-col gap-3">
      <div
        role="search"
        aria-label={t('patients.toolbar.label')}
        className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-end"
      >
        <SearchField
          showLabel
          label={t('patients.toolbar.search')}
          value={search}
          onChange={setSearch}
          placeholder={t('patients.toolbar.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="flex-1"
          inputClassName="pr-10 [&::-webkit-search-cancel-button]:hidden"
          trailing={
            search ? (
              <button
                type="button"
                aria-label={t('patients.toolbar.clearSearch')}
                onClick={clearSearch}
                className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <X aria-hidden className="size-4" />
              </button>
            ) : null
          }
        />
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <div className="flex min-w-0 flex-col gap-2 sm:w-44">
            <Label htmlFor={tagId}>{t('patients.toolbar.tag')}</Label>
            <NativeSelect
              id={tagId}
              value={filters.tag}
              onChange={(event) => onFilterChange('tag', event.target.value)}
            >
              <option value="">{t('patients.toolbar.allTags')}</option>
              {tagOptions.map((tag) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex min-w-0 flex-col gap-2 sm:w-44">
            <Label htmlFor={sortId}>{t('patients.toolbar.sort')}</Label>
            <NativeSelect
              id={sortId}
              value={filters.sort}
              onChange={(event) => onFilterChange('sort', event.target.value)}
            >
              {PATIENT_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(sortLabels[sort])}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        {summary}
        <nav aria-label={t('patients.toolbar.views')} className="w-full sm:ml-auto sm:w-auto">
          <ul className="grid grid-cols-3 gap-1 rounded-xl border border-border bg-card p-1 shadow-xs">
            {views.map((entry) => {
              const active = entry.view === view;
              const Icon = entry.icon;
              return (
                <li key={entry.view}>
                  <Link
                    to={{ pathname: entry.path, search: viewSearch }}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex h-8 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      active
                        ? 'bg-primary text-primary-foreground shadow-sm'
                        : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                    )}
                  >
                    <Icon aria-hidden className="size-4" />
                    {t(entry.label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </div>
  );
}
