import type { MachineSettings } from '@photodossier/domain/user-settings';
import { CircleAlert, FolderCheck, FolderOpen, Radio, Usb } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { CameraTutorialDialog } from './camera-tutorial-dialog';
import { addAutoImportTexts } from './i18n/add-auto-import-texts';
import { layoutButtonSize, layoutFrame, type SettingsLayout } from './settings-layout';
import { useCameraFolderSetup, type CameraFolderSetupState } from './use-camera-folder-setup';

/** The machine settings the panel edits (spec 02 §3), without the server's timestamp. */
export type CameraFolderSettingsValues = Omit<MachineSettings, 'lastModified'>;

type SaveMachineSettings = (values: Partial<CameraFolderSettingsValues>) => Promise<void>;

/** The switches the form edits; the folder is set by the picker. */
type ToggleValues = Omit<CameraFolderSettingsValues, 'cameraFolderPath'>;

const toggles = [
  'autoWatchEnabled',
  'searchSubdirectories',
  'autoOpenImportDialog',
  'autoPreviewNewPhotos',
  'deleteAfterImport',
] as const satisfies readonly (keyof ToggleValues)[];

type CameraFolderSettingsProps = {
  userId: string;
  /** null while this machine's settings load: the layout shows its spinner. */
  settings: MachineSettings | null;
  save: SaveMachineSettings;
  layout: SettingsLayout;
  /** Cancel, or a successful save, closes what holds the settings. */
  onDone?: () => void;
};

const tones = {
  warning:
    'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100',
  ready:
    'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-400/30 dark:bg-emerald-400/10 dark:text-emerald-100',
  active:
    'border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-400/30 dark:bg-sky-400/10 dark:text-sky-100',
  neutral: 'border-border',
} as const;

function StateCard({ state, layout }: { state: CameraFolderSetupState; layout: SettingsLayout }) {
  const { t } = useTranslation();
  const compact = layout === 'compact';
  const box = (tone: keyof typeof tones) =>
    cn('flex gap-2.5 rounded-xl border text-sm', compact ? 'p-2' : 'p-3', tones[tone]);
  // Compact keeps each state's title and drops the explanations.
  const detail = (text: string, className?: string) =>
    compact ? null : <p className={className}>{text}</p>;
  switch (state.kind) {
    case 'safari':
    case 'unsupported': {
      // Safari has a partial API and its own wording; other browsers have none.
      const [title, text] =
        state.kind === 'safari'
          ? [t('autoImport:autoTransfer.safariTitle'), t('autoImport:autoTransfer.safariText')]
          : [t('errors:folder.picker_unsupported'), t('autoImport:autoTransfer.unsupportedText')];
      return (
        <div className={box('warning')}>
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-medium">{title}</p>
            {detail(text)}
          </div>
        </div>
      );
    }
    case 'checking':
      return (
        <Spinner
          size={compact ? 'sm' : 'md'}
          label={t('autoImport:autoTransfer.checking')}
          className={compact ? 'py-2' : 'py-4'}
        />
      );
    case 'unconfigured':
      return (
        <div className={cn(box('neutral'), 'flex-col gap-0')}>
          <p className="font-medium">{t('autoImport:autoTransfer.unconfiguredTitle')}</p>
          {detail(t('autoImport:autoTransfer.unconfiguredText'), 'text-muted-foreground')}
        </div>
      );
    case 'configured':
      return (
        <div className={box('ready')}>
          <FolderCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-medium">
              {t('autoImport:autoTransfer.configuredTitle')} · {state.folderName}
            </p>
            {detail(t('autoImport:autoTransfer.configuredText'))}
            <p className="mt-1 text-xs opacity-80">{t('autoImport:autoTransfer.sessionNote')}</p>
          </div>
        </div>
      );
    case 'active':
      return (
        <div role="status" className={box('active')}>
          <Radio aria-hidden className="mt-0.5 size-4 shrink-0 animate-pulse" />
          <div>
            <p className="font-medium">{t('autoImport:autoTransfer.activeTitle')}</p>
            <p data-testid="camera-folder-name">{state.folderName}</p>
          </div>
        </div>
      );
  }
}

function ToggleForm({
  initial,
  save,
  allowDeletion,
  onDone,
}: {
  initial: MachineSettings;
  save: SaveMachineSettings;
  allowDeletion: () => Promise<boolean>;
  onDone?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<ToggleValues>(() => {
    const { lastModified: _ignored, cameraFolderPath: _picked, ...rest } = initial;
    return rest;
  });
  const [saving, setSaving] = useState(false);

  async function toggle(key: (typeof toggles)[number], checked: boolean) {
    // Deleting the camera's files needs write access, asked inside this click (spec 02 §5).
    if (key === 'deleteAfterImport' && checked && !(await allowDeletion())) return;
    setValues((current) => ({ ...current, [key]: checked }));
  }

  async function submit() {
    setSaving(true);
    try {
      await save(values);
      notify(t('importDialog.dslrPanel.saved'), { variant: 'success' });
      onDone?.();
    } catch {
      notify(t('importDialog.dslrPanel.saveError'), { variant: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="flex min-h-0 flex-1 flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
        {toggles.map((key) => (
          <li key={key}>
            <label
              htmlFor={`${id}-${key}`}
              className="flex cursor-pointer items-start justify-between gap-4 px-4 py-3"
            >
              <span className="flex flex-col gap-0.5">
                <span className="text-sm font-medium">{t(`importDialog.dslrPanel.${key}`)}</span>
                <span className="text-xs text-muted-foreground">
                  {t(`importDialog.dslrPanel.${key}Hint`)}
                </span>
              </span>
              <Switch
                id={`${id}-${key}`}
                checked={values[key]}
                onCheckedChange={(checked) => void toggle(key, checked)}
                className="mt-0.5 h-5 w-9 [&>span]:size-4 [&>span]:data-[state=checked]:translate-x-4"
              />
            </label>
          </li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
        {onDone ? (
          <Button type="button" variant="outline" onClick={onDone}>
            {t('importDialog.dslrPanel.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={saving}>
          {saving ? t('importDialog.dslrPanel.saving') : t('importDialog.dslrPanel.save')}
        </Button>
      </div>
    </form>
  );
}

function Frame({
  layout,
  state,
  children,
}: {
  layout: SettingsLayout;
  state: CameraFolderSetupState['kind'] | 'loading';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section
      data-testid="auto-transfer-section"
      data-layout={layout}
      data-state={state}
      aria-labelledby={`${id}-title`}
      className={layoutFrame(layout)}
    >
      <div className="flex items-center gap-2.5">
        <Usb
          aria-hidden
          className={cn('text-primary', layout === 'compact' ? 'size-4' : 'size-5')}
        />
        <div>
          <h3 id={`${id}-title`} className="text-sm font-semibold">
            {t('autoImport:autoTransfer.title')}
          </h3>
          {layout === 'compact' ? null : (
            <p className="text-xs text-muted-foreground">{t('autoImport:autoTransfer.brands')}</p>
          )}
        </div>
      </div>
      {children}
    </section>
  );
}

function LoadedSettings({
  userId,
  settings,
  save,
  layout,
  onDone,
}: CameraFolderSettingsProps & { settings: MachineSettings }) {
  const { t } = useTranslation();
  const setup = useCameraFolderSetup({ userId, settings, save });
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const [tutorialOpen, setTutorialOpen] = useState(false);
  const { state } = setup;
  const size = layoutButtonSize(layout);
  const folderKnown = state.kind === 'configured' || state.kind === 'active';

  return (
    <Frame layout={layout} state={state.kind}>
      <StateCard state={state} layout={layout} />
      <div className="flex flex-wrap gap-2">
        {state.kind === 'unconfigured' ? (
          <>
            {/* The spec's embedded video tutorial is not offered: decision 0053. */}
            <Button type="button" size={size} onClick={() => setTutorialOpen(true)}>
              {t('autoImport:cameraTutorial.openSetup')}
            </Button>
            <Button
              type="button"
              size={size}
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
            <Button
              type="button"
              size={size}
              onClick={() => void setup.start()}
              disabled={setup.busy}
            >
              {t('autoImport:autoTransfer.start')}
            </Button>
            <Button
              type="button"
              size={size}
              variant="outline"
              onClick={() => void setup.pick()}
              disabled={setup.busy}
            >
              {t('autoImport:autoTransfer.changeFolder')}
            </Button>
          </>
        ) : null}
        {state.kind === 'active' ? (
          <Button type="button" size={size} variant="outline" onClick={setup.stop}>
            {t('autoImport:autoTransfer.stop')}
          </Button>
        ) : null}
        {folderKnown && layout !== 'compact' ? (
          <Button type="button" variant="outline" onClick={() => setTutorialOpen(true)}>
            {t('autoImport:cameraTutorial.open')}
          </Button>
        ) : null}
        {folderKnown ? (
          <Button
            type="button"
            size={size}
            variant="ghost"
            className="text-destructive"
            onClick={() => setConfirmingRemoval(true)}
          >
            {t('autoImport:autoTransfer.remove')}
          </Button>
        ) : null}
      </div>
      {layout === 'compact' ? null : (
        <ToggleForm
          initial={settings}
          save={save}
          allowDeletion={setup.allowDeletion}
          onDone={onDone}
        />
      )}
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
          folder: folderKnown ? state.folderName : '',
        })}
        confirmLabel={t('autoImport:autoTransfer.removeConfirm')}
        cancelLabel={t('autoImport:autoTransfer.cancel')}
        data-testid="remove-camera-folder-dialog"
      />
    </Frame>
  );
}

/**
 * The camera folder's automatic import (spec 02 §2.4 auto-transfer tab and its settings panel),
 * in one of three layouts: from "first setup required" to "active" with the watched folder's
 * name, the machine's switches (not in compact), and the removal of the configuration.
 */
export function CameraFolderSettings(props: CameraFolderSettingsProps) {
  addAutoImportTexts();
  const { t } = useTranslation();
  const { layout, settings } = props;
  if (settings) return <LoadedSettings {...props} settings={settings} />;
  return (
    <Frame layout={layout} state="loading">
      <Spinner
        size={layout === 'compact' ? 'sm' : 'md'}
        label={t('importDialog.dslrPanel.loading')}
        className={layout === 'compact' ? 'py-3' : 'py-8'}
      />
    </Frame>
  );
}
