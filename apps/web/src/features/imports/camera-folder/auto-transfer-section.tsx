import type { MachineSettings } from '@photodossier/domain/user-settings';
import { CircleAlert, FolderCheck, FolderOpen, Radio, Usb } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { CameraTutorialDialog } from './camera-tutorial-dialog';
import { addAutoImportTexts } from './i18n/add-auto-import-texts';
import { useCameraFolderSetup, type CameraFolderSetupState } from './use-camera-folder-setup';

type AutoTransferSectionProps = {
  userId: string;
  settings: MachineSettings;
  save: (values: Partial<Omit<MachineSettings, 'lastModified'>>) => Promise<void>;
};

function StateCard({ state }: { state: CameraFolderSetupState }) {
  const { t } = useTranslation();
  switch (state.kind) {
    case 'safari':
      return (
        <div className="flex gap-2.5 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-medium">{t('autoImport:autoTransfer.safariTitle')}</p>
            <p>{t('autoImport:autoTransfer.safariText')}</p>
          </div>
        </div>
      );
    case 'unsupported':
      return (
        <div className="flex gap-2.5 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-medium">{t('errors:folder.picker_unsupported')}</p>
            <p>{t('autoImport:autoTransfer.unsupportedText')}</p>
          </div>
        </div>
      );
    case 'checking':
      return <Spinner label={t('autoImport:autoTransfer.checking')} className="py-4" />;
    case 'unconfigured':
      return (
        <div className="rounded-xl border border-border p-3 text-sm">
          <p className="font-medium">{t('autoImport:autoTransfer.unconfiguredTitle')}</p>
          <p className="text-muted-foreground">{t('autoImport:autoTransfer.unconfiguredText')}</p>
        </div>
      );
    case 'configured':
      return (
        <div className="flex gap-2.5 rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-950 dark:border-emerald-400/30 dark:bg-emerald-400/10 dark:text-emerald-100">
          <FolderCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-medium">
              {t('autoImport:autoTransfer.configuredTitle')} · {state.folderName}
            </p>
            <p>{t('autoImport:autoTransfer.configuredText')}</p>
            <p className="mt-1 text-xs opacity-80">{t('autoImport:autoTransfer.sessionNote')}</p>
          </div>
        </div>
      );
    case 'active':
      return (
        <div
          role="status"
          className="flex gap-2.5 rounded-xl border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950 dark:border-sky-400/30 dark:bg-sky-400/10 dark:text-sky-100"
        >
          <Radio aria-hidden className="mt-0.5 size-4 shrink-0 animate-pulse" />
          <div>
            <p className="font-medium">{t('autoImport:autoTransfer.activeTitle')}</p>
            <p data-testid="camera-folder-name">{state.folderName}</p>
          </div>
        </div>
      );
  }
}

/**
 * "Connexion automatique" (spec 02 §2.4 auto-transfer tab): from "first setup required" to
 * "active" with the watched folder's name, and the removal of the configuration.
 */
export function AutoTransferSection({ userId, settings, save }: AutoTransferSectionProps) {
  addAutoImportTexts();
  const { t } = useTranslation();
  const setup = useCameraFolderSetup({ userId, settings, save });
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const [tutorialOpen, setTutorialOpen] = useState(false);
  const { state } = setup;

  return (
    <section
      data-testid="auto-transfer-section"
      data-state={state.kind}
      aria-labelledby="auto-transfer-title"
      className="flex flex-col gap-3"
    >
      <div className="flex items-center gap-2.5">
        <Usb aria-hidden className="size-5 text-primary" />
        <div>
          <h3 id="auto-transfer-title" className="text-sm font-semibold">
            {t('autoImport:autoTransfer.title')}
          </h3>
          <p className="text-xs text-muted-foreground">{t('autoImport:autoTransfer.brands')}</p>
        </div>
      </div>
      <StateCard state={state} />
      <div className="flex flex-wrap gap-2">
        {state.kind === 'unconfigured' ? (
          <>
            <Button type="button" onClick={() => setTutorialOpen(true)}>
              {t('autoImport:cameraTutorial.openSetup')}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => void setup.pick()}
              disabled={setup.busy}
            >
              <FolderOpen aria-hidden />
              {t('autoImport:autoTransfer.chooseFolder')}
            </Button>
          </>
        ) : null}
        {state.kind === 'configured' ? (
          <>
            <Button type="button" onClick={() => void setup.start()} disabled={setup.busy}>
              {t('autoImport:autoTransfer.start')}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => void setup.pick()}
              disabled={setup.busy}
            >
              {t('autoImport:autoTransfer.changeFolder')}
            </Button>
          </>
        ) : null}
        {state.kind === 'active' ? (
          <Button type="button" variant="outline" onClick={setup.stop}>
            {t('autoImport:autoTransfer.stop')}
          </Button>
        ) : null}
        {state.kind === 'configured' || state.kind === 'active' ? (
          <Button type="button" variant="outline" onClick={() => setTutorialOpen(true)}>
            {t('autoImport:cameraTutorial.open')}
          </Button>
        ) : null}
        {state.kind === 'configured' || state.kind === 'active' ? (
          <Button
            type="button"
            variant="ghost"
            className="text-destructive"
            onClick={() => setConfirmingRemoval(true)}
          >
            {t('autoImport:autoTransfer.remove')}
          </Button>
        ) : null}
      </div>
      {tutorialOpen ? (
        <CameraTutorialDialog
          userId={userId}
          settings={settings}
          save={save}
          onClose={() => {
            setTutorialOpen(false);
            setup.refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirmingRemoval}
        onCancel={() => setConfirmingRemoval(false)}
        onConfirm={() => {
          setConfirmingRemoval(false);
          void setup.removeConfiguration();
        }}
        title={t('autoImport:autoTransfer.remove')}
        description={t('autoImport:autoTransfer.removeText', {
          folder: state.kind === 'configured' || state.kind === 'active' ? state.folderName : '',
        })}
        confirmLabel={t('autoImport:autoTransfer.removeConfirm')}
        cancelLabel={t('autoImport:autoTransfer.cancel')}
        data-testid="remove-camera-folder-dialog"
      />
    </section>
  );
}
