import { useDebouncedValue } from '@/lib/use-debounced-value';
import { patientFullName } from '@photodossier/domain/display-names';
import { Check, UserRound, UserX } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { usePatientSearch } from '@/lib/api/search-patients';

type PatientPickerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The photo's patient id, null when unassigned. */
  currentPatientId: string | null;
  onChoose: (patientId: string | null) => void;
};

const optionClasses =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[current=true]:bg-accent/60';

/** Chooses the patient a photo is filed under, or none (Non assigné). */
export function PatientPickerDialog({
  open,
  onOpenChange,
  currentPatientId,
  onChoose,
}: PatientPickerDialogProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const query = usePatientSearch(useDebouncedValue(search));

  const choose = (patientId: string | null) => {
    onOpenChange(false);
    if (patientId !== currentPatientId) onChoose(patientId);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('viewer.patientPicker.cancel')} className="gap-3">
        <DialogHeader>
          <DialogTitle>{t('viewer.patientPicker.title')}</DialogTitle>
          <DialogDescription>{t('viewer.patientPicker.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <label htmlFor={searchId} className="text-sm font-medium">
            {t('viewer.patientPicker.search')}
          </label>
          <Input
            id={searchId}
            type="search"
            value={search}
            autoComplete="off"
            placeholder={t('viewer.patientPicker.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <ul
          className="grid max-h-72 gap-0.5 overflow-y-auto"
          aria-label={t('viewer.patientPicker.results')}
        >
          <li>
            <button
              type="button"
              className={optionClasses}
              aria-current={currentPatientId === null}
              onClick={() => choose(null)}
            >
              <UserX aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <span className="grid flex-1">
                <span className="font-medium">{t('viewer.patientPicker.unassigned')}</span>
                <span className="text-xs text-muted-foreground">
                  {t('viewer.patientPicker.unassignedHint')}
                </span>
              </span>
              {currentPatientId === null ? <Check aria-hidden className="size-4" /> : null}
            </button>
          </li>
          {query.data?.items.map((patient) => (
            <li key={patient.id}>
              <button
                type="button"
                className={optionClasses}
                aria-current={currentPatientId === patient.id}
                onClick={() => choose(patient.id)}
              >
                <UserRound aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                <span className="flex-1 truncate font-medium">{patientFullName(patient)}</span>
                {currentPatientId === patient.id ? (
                  <span className="text-xs text-muted-foreground">
                    {t('viewer.patientPicker.current')}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
        <p role="status" className="text-sm text-muted-foreground empty:hidden">
          {query.isPending
            ? t('viewer.patientPicker.loading')
            : query.isError
              ? t('viewer.patientPicker.failed')
              : query.data?.items.length === 0
                ? t('viewer.patientPicker.empty')
                : ''}
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('viewer.patientPicker.cancel')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
