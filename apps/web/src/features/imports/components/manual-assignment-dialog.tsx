import { useDebouncedValue } from '@/lib/use-debounced-value';
import { patientFullName } from '@photodossier/domain/display-names';
import { ageInYears } from '@photodossier/domain/age';
import type { PatientRecord } from '@photodossier/domain/patient';
import { Film, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@/components/search-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { usePatientSearch } from '@/lib/api/search-patients';
import type { ImportPhoto } from '../lib/import-model';

// Spec 02 §9: the first 6 thumbnails, then "+N".
const SHOWN_THUMBNAILS = 6;

type ManualAssignmentDialogProps = {
  /** The photos to assign; null when the dialog is closed. */
  photos: readonly ImportPhoto[] | null;
  onAssign: (patientId: string) => void;
  onCancel: () => void;
};

function PatientResults({
  search,
  onAssign,
}: {
  search: string;
  onAssign: (patientId: string) => void;
}) {
  const { t } = useTranslation();
  const patients = usePatientSearch(search);
  const items: readonly PatientRecord[] = patients.data?.items ?? [];
  const now = Date.now();

  if (patients.isPending) {
    return <Spinner size="sm" label={t('importDialog.assign.searching')} className="py-8" />;
  }
  if (patients.isError) {
    return (
      <p role="alert" className="py-6 text-center text-sm text-destructive">
        {patients.error.message}
      </p>
    );
  }
  if (items.length === 0) {
    return (
      <p className="py-8 text-center text-sm text-muted-foreground">
        {t('importDialog.assign.empty')}
      </p>
    );
  }
  return (
    <ul data-testid="assign-patient-results" className="flex flex-col gap-1">
      {items.map((patient) => {
        const name = patientFullName(patient);
        const age = ageInYears(patient.date_naissance, now);
        return (
          <li key={patient.id}>
            <button
              type="button"
              onClick={() => onAssign(patient.id)}
              className="flex w-full items-center gap-3 rounded-xl border border-transparent px-3 py-2 text-left transition-colors hover:border-primary/30 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span
                aria-hidden
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
              >
                <UserRound className="size-4" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">
                  {name || t('importDialog.assign.unnamed')}
                </span>
                {age !== null ? (
                  <span className="block text-xs text-muted-foreground">
                    {t('importDialog.assign.age', { count: age })}
                  </span>
                ) : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** "Assigner manuellement": the photos, then a patient search; choosing a patient assigns them. */
export function ManualAssignmentDialog({
  photos,
  onAssign,
  onCancel,
}: ManualAssignmentDialogProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const open = photos !== null;
  useEffect(() => {
    if (!open) {
      setTyped('');
    }
  }, [open]);

  const list = photos ?? [];
  const shown = list.slice(0, SHOWN_THUMBNAILS);
  const more = list.length - shown.length;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <DialogContent
        data-testid="manual-assignment-dialog"
        closeLabel={t('importDialog.close')}
        className="flex max-h-[calc(100dvh-2rem)] flex-col"
      >
        <DialogHeader>
          <DialogTitle>{t('importDialog.assign.title')}</DialogTitle>
          <DialogDescription>
            {t('importDialog.assign.description', { count: list.length })}
          </DialogDescription>
        </DialogHeader>
        <ul data-testid="assign-thumbnails" className="grid grid-cols-7 gap-1.5">
          {shown.map((photo) => (
            <li
              key={photo.id}
              className="flex aspect-square items-center justify-center overflow-hidden rounded-lg bg-muted ring-1 ring-border"
            >
              {photo.preview && photo.mediaType === 'image' ? (
                <img
                  src={photo.preview}
                  alt={photo.name}
                  loading="lazy"
                  className="size-full object-cover"
                />
              ) : (
                <>
                  <Film aria-hidden className="size-4 text-muted-foreground" />
                  <span className="sr-only">{photo.name}</span>
                </>
              )}
            </li>
          ))}
          {more > 0 ? (
            <li
              data-testid="assign-more"
              className="flex aspect-square items-center justify-center rounded-lg bg-muted text-sm font-semibold text-muted-foreground ring-1 ring-border"
            >
              {t('importDialog.assign.more', { count: more })}
            </li>
          ) : null}
        </ul>
        <SearchField
          showLabel
          label={t('importDialog.assign.searchLabel')}
          value={typed}
          onChange={setTyped}
          placeholder={t('importDialog.assign.searchPlaceholder')}
          autoComplete="off"
        />
        <div className="min-h-40 flex-1 overflow-y-auto">
          {open ? <PatientResults search={search} onAssign={onAssign} /> : null}
        </div>
        <div className="flex justify-end border-t border-border pt-4">
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('importDialog.assign.cancel')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
