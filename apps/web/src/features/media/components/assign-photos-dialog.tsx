import { patientFullName } from '@photodossier/domain/display-names';
import type { AssignResult, PhotoListItem } from '@photodossier/domain/media-record';
import type { PatientRecord } from '@photodossier/domain/patient';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useState } from 'react';
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
import { Progress } from '@/components/ui/progress';
import { translateErrorCode } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { progressPercent } from '@photodossier/domain/progress';
import { useAssignPhotos, type AssignProgress } from '@/lib/api/assign-photos';
import { useThumbnailAlt } from './media-thumbnail';
import { PatientPicker } from './patient-picker';

type AssignPhotosDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  photoIds: readonly string[];
  /** The loaded photos, to name each one in the results. */
  photos: readonly PhotoListItem[];
};

function ResultRow({ result, photo }: { result: AssignResult; photo: PhotoListItem | undefined }) {
  const { t } = useTranslation();
  const alt = useThumbnailAlt(photo ?? { media_type: 'image', date_prise: '' });
  return (
    <li
      data-testid="assign-result"
      data-success={result.success}
      className="flex items-start gap-2 py-1.5 text-sm"
    >
      {result.success ? (
        <CircleCheck
          aria-hidden
          className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
        />
      ) : (
        <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate">{photo ? alt : result.photoId}</span>
        <span
          className={
            result.success
              ? 'text-xs text-muted-foreground'
              : 'text-xs font-medium text-destructive'
          }
        >
          {result.success
            ? t('media.assign.resultAssigned')
            : translateErrorCode(result.error ?? 'photo.update_failed')}
        </span>
      </span>
    </li>
  );
}

/**
 * Assigns the chosen photos to a patient found by name, 10 photos per call, with a progress
 * bar and the outcome of each photo ("Cette photo est déjà assignée à un patient", …).
 */
export function AssignPhotosDialog({
  open,
  onOpenChange,
  photoIds,
  photos,
}: AssignPhotosDialogProps) {
  const { t } = useTranslation();
  const assign = useAssignPhotos();
  const [patient, setPatient] = useState<PatientRecord | null>(null);
  const [progress, setProgress] = useState<AssignProgress | null>(null);
  const [snapshot, setSnapshot] = useState<ReadonlyMap<string, PhotoListItem>>(new Map());
  const running = assign.isPending;
  const finished = progress !== null && !running && progress.done === progress.total;

  function reset() {
    setPatient(null);
    setProgress(null);
    assign.reset();
  }

  function changeOpen(next: boolean) {
    if (running) return;
    onOpenChange(next);
    if (!next) reset();
  }

  function start() {
    if (!patient || photoIds.length === 0) return;
    const ids = [...photoIds];
    setSnapshot(new Map(photos.map((photo) => [photo.id, photo])));
    setProgress({ done: 0, total: ids.length, results: [] });
    const name = patientFullName(patient);
    assign.mutate(
      { photoIds: ids, patientId: patient.id, onProgress: setProgress },
      {
        onSuccess: (results) => {
          setProgress({ done: results.length, total: ids.length, results });
          const assigned = results.filter((result) => result.success).length;
          if (assigned > 0) {
            notify(t('media.assign.successToast', { count: assigned, name }), {
              variant: 'success',
            });
          }
        },
      },
    );
  }

  const results = progress?.results ?? [];
  const failedCount = results.filter((result) => !result.success).length;
  const assignedCount = results.length - failedCount;

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        closeLabel={running ? undefined : t('media.assign.close')}
        data-testid="assign-dialog"
        onEscapeKeyDown={(event) => running && event.preventDefault()}
        onInteractOutside={(event) => running && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{t('media.assign.title')}</DialogTitle>
          <DialogDescription>
            {t('media.assign.description', { count: progress?.total ?? photoIds.length })}
          </DialogDescription>
        </DialogHeader>

        {progress === null ? (
          <PatientPicker selectedId={patient?.id ?? null} onSelect={setPatient} />
        ) : (
          <div className="flex flex-col gap-3">
            <div className="flex items-center justify-between text-sm">
              <span className="font-medium">
                {finished
                  ? t('media.assign.finished', {
                      count: assignedCount,
                      name: patient ? patientFullName(patient) : '',
                    })
                  : t('media.assign.running', { name: patient ? patientFullName(patient) : '' })}
              </span>
              <span className="text-muted-foreground tabular-nums">
                {t('media.assign.progress', { done: progress.done, total: progress.total })}
              </span>
            </div>
            <Progress
              value={progressPercent(progress.done, progress.total)}
              aria-label={t('media.assign.progressLabel')}
            />
            {finished && failedCount > 0 ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {t('media.assign.failedSummary', { count: failedCount })}
              </p>
            ) : null}
            {results.length > 0 ? (
              <ul
                aria-label={t('media.assign.resultsLabel')}
                className="max-h-56 divide-y divide-border overflow-y-auto rounded-xl border border-border px-3"
              >
                {results.map((result) => (
                  <ResultRow
                    key={result.photoId}
                    result={result}
                    photo={snapshot.get(result.photoId)}
                  />
                ))}
              </ul>
            ) : null}
          </div>
        )}

        <DialogFooter>
          {progress === null ? (
            <>
              <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
                {t('media.assign.cancel')}
              </Button>
              <Button type="button" disabled={!patient || photoIds.length === 0} onClick={start}>
                {t('media.assign.submit')}
              </Button>
            </>
          ) : (
            <Button type="button" disabled={running} onClick={() => changeOpen(false)}>
              {t('media.assign.close')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
