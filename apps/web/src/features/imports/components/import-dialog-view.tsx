import { Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useImportDialog, type ImportDialogModel } from '../hooks/use-import-dialog';
import type { ImportActions, ImportGroups, ImportMode, ImportState } from '../lib/import-model';
import type { DslrAccess } from './dslr-settings-panel';
import { ImportDialogFooter } from './import-dialog-footer';
import { ImportDialogHeader } from './import-dialog-header';
import { ImportEmptyState } from './import-empty-state';
import { ImportPhotoList } from './import-photo-list';
import { ImportPhotoViewer } from './import-photo-viewer';
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

/**
 * The photo import dialog of spec 02 §2.3: the two tiles while empty, then the photos grouped
 * by suggested patient with their actions, the footer acting on every photo, and the secondary
 * dialogs (manual assignment, upload wait, saving, too large, viewer). Its own state lives in
 * useImportDialog.
 */
export function ImportDialogView(props: ImportDialogViewProps) {
  const { mode, state, actions, dslr } = props;
  const { t } = useTranslation();
  const dialog = useImportDialog(props);

  return (
    <>
      <Dialog open onOpenChange={(open) => (open ? undefined : dialog.close())}>
        <DialogContent
          data-testid="import-dialog"
          data-mode={mode?.kind ?? 'general'}
          closeLabel={t('importDialog.close')}
          aria-describedby="import-dialog-description"
          className="inset-0 flex h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden rounded-none border-0 p-0 md:inset-auto md:top-1/2 md:left-1/2 md:h-[min(calc(100dvh-4rem),56rem)] md:w-[calc(100vw-4rem)] md:max-w-6xl md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl md:border"
          {...dialog.drop.handlers}
        >
          <ImportDialogHeader mode={mode} photoCount={state.photos.length} dialog={dialog} />

          <div className="flex min-h-0 flex-1 flex-col px-3 pt-3 sm:px-6 sm:pt-4">
            {dialog.hasPhotos ? (
              <ImportPhotoList
                sections={dialog.sections}
                moveTargets={dialog.moveTargets}
                callbacks={dialog.callbacks}
              />
            ) : (
              <div className="flex min-h-0 flex-1 flex-col pb-4">
                <ImportEmptyState
                  onChooseFiles={dialog.chooseFiles}
                  dslr={dslr}
                  onLeave={dialog.close}
                />
              </div>
            )}
          </div>

          <ImportDialogFooter dialog={dialog} />

          <input
            ref={dialog.inputRef}
            type="file"
            accept={ACCEPT}
            multiple
            hidden
            aria-label={t('importDialog.manual.inputLabel')}
            data-testid="import-file-input"
            onChange={(event) => {
              dialog.addFiles(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />

          {dialog.drop.dragging ? (
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

      <ImportSecondaryDialogs state={state} actions={actions} dialog={dialog} />
    </>
  );
}

/** The dialogs over the import: videos for a new patient, manual assignment, status, viewer. */
function ImportSecondaryDialogs({
  state,
  actions,
  dialog,
}: {
  state: ImportState;
  actions: ImportActions;
  dialog: ImportDialogModel;
}) {
  const { t } = useTranslation();
  const videos = dialog.newPatientVideos;
  return (
    <>
      <ConfirmDialog
        open={dialog.confirmingVideos}
        title={t('importDialog.newPatient.confirmVideoTitle', { count: videos.length })}
        description={t('importDialog.newPatient.confirmVideoText', {
          count: videos.length,
          names: videos.join(', '),
        })}
        confirmLabel={t('importDialog.newPatient.confirmVideo')}
        cancelLabel={t('importDialog.newPatient.cancel')}
        confirmVariant="default"
        onCancel={dialog.cancelNewPatient}
        onConfirm={dialog.confirmNewPatient}
      />
      <ManualAssignmentDialog
        photos={dialog.manualPhotos}
        onCancel={dialog.cancelManual}
        onAssign={dialog.assignManual}
      />
      <UploadWaitDialog
        open={state.waitDialogOpen}
        photos={state.photos}
        onHide={actions.hideWaitDialog}
      />
      <SavingProgressDialog saving={state.saving} />
      <FileTooLargeDialog tooLarge={state.tooLarge} onDismiss={actions.dismissTooLarge} />
      <ImportPhotoViewer
        photos={dialog.ordered}
        photoId={dialog.viewerId}
        onNavigate={dialog.setViewerId}
        onClose={() => dialog.setViewerId(null)}
      />
    </>
  );
}
