import { Switch } from '@/components/ui/switch';
import type { MachineSettings, SdCardSettings } from '@photodossier/domain/user-settings';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import { AutoTransferSection } from '../camera-folder/auto-transfer-section';
import { addAutoImportTexts } from '../camera-folder/i18n/add-auto-import-texts';
import { SdCardSection } from '../camera-folder/sd-card-section';
import { useImportActions } from '../lib/import-store';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

/** The machine settings the panel edits (spec 02 §3), without the server's timestamp. */
export type DslrSettingsValues = Omit<MachineSettings, 'lastModified'>;

/** The switches the form edits; the folder is set by the picker of the auto-transfer section. */
type DslrToggleValues = Omit<DslrSettingsValues, 'cameraFolderPath'>;

/** What the app tells the dialog about the automatic import: the plan and this machine's settings. */
export type DslrAccess = {
  readonly plan: 'checking' | 'pro' | 'locked';
  /** null while loading. */
  readonly settings: MachineSettings | null;
  /** Writes the given fields of this machine's settings; the others stay. */
  readonly onSave: (values: Partial<DslrSettingsValues>) => Promise<void>;
  /** Whose folder handle this browser keeps. */
  readonly userId: string;
  /** This machine's SD-card watch settings and their writer (partial writes). */
  readonly sdCard: {
    readonly settings: SdCardSettings;
    readonly onSave: (values: Partial<Omit<SdCardSettings, 'lastModified'>>) => Promise<void>;
  };
};

const toggles = [
  'autoWatchEnabled',
  'searchSubdirectories',
  'autoOpenImportDialog',
  'autoPreviewNewPhotos',
  'deleteAfterImport',
] as const satisfies readonly (keyof DslrToggleValues)[];

type DslrSettingsPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  access: DslrAccess;
};

function SettingsForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: MachineSettings;
  onSave: DslrAccess['onSave'];
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<DslrToggleValues>(() => {
    const { lastModified: _ignored, cameraFolderPath: _picked, ...rest } = initial;
    return rest;
  });
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      await onSave(values);
      notify(t('importDialog.dslrPanel.saved'), { variant: 'success' });
      onCancel();
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
        void save();
      }}
    >
      <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto pr-1">
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
                  onCheckedChange={(checked) =>
                    setValues((current) => ({ ...current, [key]: checked }))
                  }
                  className="mt-0.5 h-5 w-9 [&>span]:size-4 [&>span]:data-[state=checked]:translate-x-4"
                />
              </label>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('importDialog.dslrPanel.cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t('importDialog.dslrPanel.saving') : t('importDialog.dslrPanel.save')}
        </Button>
      </div>
    </form>
  );
}

/** "Paramètres Import DSLR": a side panel with this machine's camera-folder settings. */
export function DslrSettingsPanel({ open, onOpenChange, access }: DslrSettingsPanelProps) {
  addAutoImportTexts();
  const { t } = useTranslation();
  const actions = useImportActions();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-testid="dslr-settings-panel"
        closeLabel={t('importDialog.close')}
        className="top-0 right-0 left-auto flex h-dvh max-h-dvh w-full max-w-md translate-x-0 translate-y-0 flex-col gap-5 rounded-none border-y-0 border-r-0 sm:rounded-l-2xl"
      >
        <DialogHeader>
          <DialogTitle>{t('importDialog.dslrPanel.title')}</DialogTitle>
          <DialogDescription>{t('importDialog.dslrPanel.description')}</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="auto-transfer" className="flex min-h-0 flex-1 flex-col gap-4">
          <TabsList>
            <TabsTrigger value="auto-transfer">{t('autoImport:tabs.autoTransfer')}</TabsTrigger>
            <TabsTrigger value="sd-card">{t('autoImport:tabs.sdCard')}</TabsTrigger>
          </TabsList>
          <TabsContent
            value="auto-transfer"
            className="flex min-h-0 flex-1 flex-col gap-5 data-[state=inactive]:hidden"
          >
            {access.settings ? (
              <>
                <AutoTransferSection
                  userId={access.userId}
                  settings={access.settings}
                  save={access.onSave}
                />
                <SettingsForm
                  initial={access.settings}
                  onSave={access.onSave}
                  onCancel={() => onOpenChange(false)}
                />
              </>
            ) : (
              <Spinner label={t('importDialog.dslrPanel.loading')} className="flex-1 py-10" />
            )}
          </TabsContent>
          <TabsContent
            value="sd-card"
            className="min-h-0 flex-1 overflow-y-auto pr-1 data-[state=inactive]:hidden"
          >
            <SdCardSection
              userId={access.userId}
              settings={access.sdCard.settings}
              save={access.sdCard.onSave}
              onImport={(files) => {
                onOpenChange(false);
                void actions.addFiles(files);
              }}
            />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
