import { closeImportDialog, type ImportDialogRequest } from '@/lib/import-dialog';
import type { ImportMode } from '../lib/import-model';
import { useImportActions, useImportGroups, useImportState } from '../lib/import-store';
import type { DslrAccess } from './dslr-settings-panel';
import { ImportDialogView } from './import-dialog-view';

function requestedMode(request: ImportDialogRequest): ImportMode {
  switch (request.kind) {
    case 'general':
      return { kind: 'general', origin: request.origin };
    case 'patient':
      return { kind: 'patient', patientId: request.patientId, patientName: request.patientName };
    case 'camera':
      return { kind: 'camera' };
    case 'resume':
      return { kind: 'general', origin: 'resume' };
  }
}

type ImportDialogProps = {
  request: ImportDialogRequest;
  /** The plan and this machine's camera-folder settings, which the app reads for the dialog. */
  dslr: DslrAccess;
};

/**
 * The engine's state and actions put on screen; mounted by the app while a request is open. The
 * request names the mode at once, before the engine has taken it up (a previous mode may linger).
 */
export function ImportDialog({ request, dslr }: ImportDialogProps) {
  const state = useImportState();
  const actions = useImportActions();
  const groups = useImportGroups();
  return (
    <ImportDialogView
      mode={
        request.kind === 'resume' ? (state.mode ?? requestedMode(request)) : requestedMode(request)
      }
      state={state}
      groups={groups}
      actions={actions}
      dslr={dslr}
      onClosed={closeImportDialog}
    />
  );
}
