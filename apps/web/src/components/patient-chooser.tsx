import { patientFullName } from '@photodossier/domain/display-names';
import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { SearchField } from '@/components/search-field';
import { Spinner } from '@/components/ui/spinner';
import { usePatientSearch } from '@/lib/api/search-patients';

type PatientChooserProps = {
  testId: string;
  icon: LucideIcon;
  title: string;
  intro: ReactNode;
  texts: { search: string; loading: string; empty: string };
  linkTo: (patientId: string) => string;
  children?: ReactNode;
};

/** A page that starts by choosing a patient (comparison, injection mapping): search and list. */
export function PatientChooser({
  testId,
  icon: Icon,
  title,
  intro,
  texts,
  linkTo,
  children,
}: PatientChooserProps) {
  const [search, setSearch] = useState('');
  const patients = usePatientSearch(search);
  return (
    <section data-testid={testId} className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeading icon={Icon} title={title}>
        {intro}
      </PageHeading>
      <SearchField label={texts.search} value={search} onChange={setSearch} />
      {patients.isPending ? (
        <Spinner label={texts.loading} />
      ) : patients.data && patients.data.items.length > 0 ? (
        <ul className="grid gap-2 sm:grid-cols-2">
          {patients.data.items.map((patient) => (
            <li key={patient.id}>
              <Link
                to={linkTo(patient.id)}
                className="flex items-center justify-between gap-3 rounded-xl border border-border bg-card px-4 py-3 text-sm font-medium transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="truncate">{patientFullName(patient)}</span>
                <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{texts.empty}</p>
      )}
      {children}
    </section>
  );
}
