import { patientFullName } from '@photodossier/domain/display-names';
import { ImagePlus, Upload, UserPlus, UserRoundSearch, UserX, Zap } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import type { ImportActions, ImportGroups, ImportMode, ImportState } from '../lib/import-model';
import { useFileDrop } from '../hooks/use-file-drop';
import type { DslrAccess } from './dslr-settings-panel';
import { ImportEmptyState } from './import-empty-state';
import type { GroupActions } from './import-group-header';
import { ImportPhotoList, type ImportSection, type PhotoCallbacks } from './import-photo-list';
import type { MoveTarget } from './import-photo-tile';
import { ImportPhotoViewer } from './import-photo-viewer';
import { importProgress, photosInDisplayOrder, unfiledPhotoIds } from './import-progress';
import {
  FileTooLargeDialog,
  SavingProgressDialog,
  UploadWaitDialog,
} from './import-status-dialogs';
import { ManualAssignmentDialog } from './manual-assignment-dialog';

export type ImportDialogViewProps = {
  /** The mode asked for, shown before the engine has taken it up. */
  mode: ImportMode | null;
  state: ImportState;
  groups: ImportGroups;
  actions: ImportActions;
  dslr: DslrAccess;
  /** The dialog is gone: closed once the engine agreed, or left for another page. */
  onClosed: () => void;
};

const ACCEPT = 'image/*,video/*';
// Phones: the footer's actions two by two, a long label wrapping rather than overflowing.
const footerButton = 'h-auto min-h-10 whitespace-normal py-2 leading-tight max-sm:[&_svg]:hidden';

/**
 * The photo import dialog of spec 02 §2.3: the two tiles while empty, then the photos grouped
 * by suggested patient with their actions, the footer acting on every photo, and the secondary
 * dialogs (manual assignment, upload wait, saving, too large, viewer).
 */
export function ImportDialogView({
  mode,
  state,
  groups,
  actions,
  dslr,
  onClosed,
}: ImportDialogViewProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [manualIds, setManualIds] = useState<readonly string[] | null>(null);
  const [viewerId, setViewerId] = useState<string | null>(null);
  // "Nouveau patient" on a selection holding videos: attached only once confirmed.
  const [newPatientIds, setNewPatientIds] = useState<readonly string[] | null>(null);
  const quick = mode?.kind === 'patient';
  const hasPhotos = state.photos.length > 0;

  const addFiles = useCallback(
    (files: readonly File[]) => {
      if (files.length > 0) void actions.addFiles(files);
    },
    [actions],
  );
  const { dragging, handlers } = useFileDrop(addFiles);

  // Empty, the session ends; with photos left, the dialog only hides and finds them again.
  const close = () => {
    if (actions.requestClose()) onClosed();
    else actions.dismiss();
  };
  const chooseFiles = () => inputRef.current?.click();

  const run = useCallback((promise: Promise<void>) => void promise, []);
  const photosRef = useRef(state.photos);
  photosRef.current = state.photos;
  const newPatient = useCallback(
    (ids: readonly string[]) => {
      const chosen = new Set(ids);
      const videos = photosRef.current.filter(
        (photo) => chosen.has(photo.id) && photo.mediaType === 'video',
      );
      if (videos.length > 0) setNewPatientIds(ids);
      else run(actions.createPatientFrom(ids));
    },
    [actions, run],
  );
  const callbacks = useMemo<PhotoCallbacks>(
    () => ({
      onOpen: setViewerId,
      onMove: (photoId, patientId) => actions.movePhotoToGroup(photoId, patientId),
      onAssignManually: (photoId) => setManualIds([photoId]),
      onRemove: (photoId) => run(actions.removePhoto(photoId)),
      onRetry: (photoId) => actions.retryUpload(photoId),
    }),
    [actions, run],
  );

  const sections = useMemo<ImportSection[]>(() => {
    const groupActions = (ids: string[], patientId?: string): GroupActions | null =>
      quick
        ? null
        : {
            onAssignTo: patientId ? () => run(actions.assignToPatient(ids, patientId)) : undefined,
            onAssignManually: () => setManualIds(ids),
            onNewPatient: () => newPatient(ids),
            onSaveWithoutPatient: () => run(actions.saveWithoutPatient(ids)),
          };
    const unfiled = (photos: ImportGroups['withoutPatient']) => unfiledPhotoIds(photos);
    const result: ImportSection[] = groups.patients.map((group) => ({
      key: `patient:${group.patientId}`,
      kind: 'patient',
      group,
      photos: group.photos,
      dropTarget: group.patientId,
      actions: groupActions(unfiled(group.photos), group.patientId),
    }));
    if (groups.withoutPatient.length > 0) {
      result.push({
        key: 'without',
        kind: 'withoutPatient',
        photos: groups.withoutPatient,
        dropTarget: null,
        actions: groupActions(unfiled(groups.withoutPatient)),
      });
    }
    if (groups.videos.length > 0) {
      result.push({
        key: 'videos',
        kind: 'videos',
        photos: groups.videos,
        actions: groupActions(unfiled(groups.videos)),
      });
    }
    if (groups.analysing.length > 0) {
      result.push({ key: 'analysing', kind: 'analysing', photos: groups.analysing, actions: null });
    }
    return result;
  }, [groups, quick, actions, run, newPatient]);

  const moveTargets = useMemo<MoveTarget[]>(
    () => [
      ...groups.patients.map((group) => ({
        patientId: group.patientId,
        label: patientFullName(group.patient),
      })),
      { patientId: null, label: t('importDialog.groups.withoutPatient') },
    ],
    [groups.patients, t],
  );

  const ordered = useMemo(() => photosInDisplayOrder(groups), [groups]);
  const progress = importProgress(state.photos);
  const allIds = unfiledPhotoIds(state.photos);
  const photosById = useMemo(
    () => new Map(state.photos.map((photo) => [photo.id, photo])),
    [state.photos],
  );
  const manualPhotos = manualIds
    ? manualIds.flatMap((id) => {
        const photo = photosById.get(id);
        return photo ? [photo] : [];
      })
    : null;

  const newPatientVideos = newPatientIds
    ? newPatientIds.flatMap((id) => {
        const photo = photosById.get(id);
        return photo?.mediaType === 'video' ? [photo.name] : [];
      })
    : [];

  const title = quick
    ? t('importDialog.quickTitle', { patient: mode.patientName })
    : t('importDialog.title');
  const description = quick ? t('importDialog.quickDescription') : t('importDialog.description');

  return (
    <>
      <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
        <DialogContent
          data-testid="import-dialog"
          data-mode={mode?.kind ?? 'general'}
          closeLabel={t('importDialog.close')}
          aria-describedby="import-dialog-description"
          className="inset-0 flex h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden rounded-none border-0 p-0 md:inset-auto md:top-1/2 md:left-1/2 md:h-[min(calc(100dvh-4rem),56rem)] md:w-[calc(100vw-4rem)] md:max-w-6xl md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl md:border"
          {...handlers}
        >
          <DialogHeader className="gap-3 border-b border-border px-4 pt-4 pb-3 sm:px-6 sm:pt-5">
            <div className="flex items-start gap-3">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                {quick ? (
                  <Zap aria-hidden className="size-5" />
                ) : (
                  <Upload aria-hidden className="size-5" />
                )}
              </span>
              <div className="flex min-w-0 flex-col gap-1">
                <DialogTitle>{title}</DialogTitle>
                <DialogDescription id="import-dialog-description">{description}</DialogDescription>
              </div>
            </div>
            {hasPhotos ? (
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <div className="flex min-w-48 flex-1 flex-col gap-1.5">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
                    <span className="font-medium text-foreground">
                      {t('importDialog.summary', { count: state.photos.length })}
                    </span>
                    {progress.uploadsTotal > 0 ? (
                      <span data-testid="import-upload-count">
                        {t('importDialog.progress.uploads', {
                          done: progress.uploadsDone,
                          total: progress.uploadsTotal,
                        })}
                      </span>
                    ) : null}
                    {progress.analysisTotal > 0 ? (
                      <span data-testid="import-analysis-count">
                        {t('importDialog.progress.analysis', {
                          done: progress.analysisDone,
                          total: progress.analysisTotal,
                        })}
                      </span>
                    ) : null}
                  </div>
                  <Progress
                    aria-label={t('importDialog.progress.label')}
                    value={progress.overallPercent}
                    className="h-1.5"
                  />
                </div>
                <Button type="button" size="sm" variant="outline" onClick={chooseFiles}>
                  <ImagePlus aria-hidden />
                  {t('importDialog.addMore')}
                </Button>
              </div>
            ) : null}
          </DialogHeader>

          <div className="flex min-h-0 flex-1 flex-col px-3 pt-3 sm:px-6 sm:pt-4">
            {hasPhotos ? (
              <ImportPhotoList
                sections={sections}
                moveTargets={moveTargets}
                callbacks={callbacks}
              />
            ) : (
              <div className="flex min-h-0 flex-1 flex-col pb-4">
                <ImportEmptyState onChooseFiles={chooseFiles} dslr={dslr} onLeave={close} />
              </div>
            )}
          </div>

          <footer
            data-testid="import-dialog-footer"
            className="grid grid-cols-2 gap-2 border-t border-border bg-muted/30 px-4 py-3 sm:flex sm:flex-wrap sm:items-center sm:px-6"
          >
            <Button
              type="button"
              variant="outline"
              onClick={close}
              className={cn(footerButton, !(hasPhotos && !quick) && 'col-span-2')}
            >
              {t('importDialog.footer.close')}
            </Button>
            {hasPhotos && !quick ? (
              <>
                <Button
                  type="button"
                  disabled={allIds.length === 0}
                  onClick={() => setManualIds(allIds)}
                  className={cn(footerButton, 'sm:ml-auto')}
                >
                  <UserRoundSearch aria-hidden />
                  {t('importDialog.footer.assignManually')}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  disabled={allIds.length === 0}
                  onClick={() => newPatient(allIds)}
                  className={footerButton}
                >
                  <UserPlus aria-hidden />
                  {t('importDialog.footer.newPatient')}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  disabled={allIds.length === 0}
                  onClick={() => run(actions.saveWithoutPatient(allIds))}
                  className={footerButton}
                >
                  <UserX aria-hidden />
                  {t('importDialog.footer.saveWithoutPatient')}
                </Button>
              </>
            ) : null}
          </footer>

          <input
            ref={inputRef}
            type="file"
            accept={ACCEPT}
            multiple
            hidden
            aria-label={t('importDialog.manual.inputLabel')}
            data-testid="import-file-input"
            onChange={(event) => {
              addFiles(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />

          {dragging ? (
            <div
              data-testid="import-drop-overlay"
              className="pointer-events-none absolute inset-2 z-20 flex flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-primary bg-background/90 text-primary backdrop-blur-sm"
            >
              <Upload aria-hidden className="size-10 animate-bounce" />
              <p className="text-lg font-semibold">{t('importDialog.drop')}</p>
            </div>
          ) : null}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        open={newPatientIds !== null}
        title={t('importDialog.newPatient.confirmVideoTitle', { count: newPatientVideos.length })}
        description={t('importDialog.newPatient.confirmVideoText', {
          count: newPatientVideos.length,
          names: newPatientVideos.join(', '),
        })}
        confirmLabel={t('importDialog.newPatient.confirmVideo')}
        cancelLabel={t('importDialog.newPatient.cancel')}
        confirmVariant="default"
        onCancel={() => setNewPatientIds(null)}
        onConfirm={() => {
          const ids = newPatientIds ?? [];
          setNewPatientIds(null);
          run(actions.createPatientFrom(ids));
        }}
      />
      <ManualAssignmentDialog
        photos={manualPhotos}
        onCancel={() => setManualIds(null)}
        onAssign={(patientId) => {
          const ids = manualIds ?? [];
          setManualIds(null);
          run(actions.assignToPatient(ids, patientId));
        }}
      />
      <UploadWaitDialog
        open={state.waitDialogOpen}
        photos={state.photos}
        onHide={actions.hideWaitDialog}
      />
      <SavingProgressDialog saving={state.saving} />
      <FileTooLargeDialog tooLarge={state.tooLarge} onDismiss={actions.dismissTooLarge} />
      <ImportPhotoViewer
        photos={ordered}
        photoId={viewerId}
        onNavigate={setViewerId}
        onClose={() => setViewerId(null)}
      />
    </>
  );
}
