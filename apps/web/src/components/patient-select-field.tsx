import { patientFullName } from '@photodossier/domain/display-names';
import { useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { usePatientSearch } from '@/lib/api/search-patients';

type PatientSelectFieldProps = {
  value: string;
  onChange: (patientId: string) => void;
  /** The chosen patient's name when it may not be among the first matches. */
  currentName: string | null;
  searchLabel: string;
  searchPlaceholder: string;
  label: string;
  /** The empty choice ("Choisir un patient", "Sans patient"). */
  emptyLabel: string;
};

/** A name search and a native select of the matching patients (phones get their own picker). */
export function PatientSelectField({
  value,
  onChange,
  currentName,
  searchLabel,
  searchPlaceholder,
  label,
  emptyLabel,
}: PatientSelectFieldProps) {
  const [search, setSearch] = useState('');
  const patients = usePatientSearch(search);
  const options = patients.data?.items ?? [];
  return (
    <div className="flex flex-col gap-2">
      <FormField label={searchLabel}>
        {(control) => (
          <Input
            {...control}
            type="search"
            value={search}
            maxLength={120}
            placeholder={currentName ?? searchPlaceholder}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={label}>
        {(control) => (
          <NativeSelect
            {...control}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">{emptyLabel}</option>
            {value && !options.some((patient) => patient.id === value) ? (
              <option value={value}>{currentName ?? value}</option>
            ) : null}
            {options.map((patient) => (
              <option key={patient.id} value={patient.id}>
                {patientFullName(patient)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </div>
  );
}
