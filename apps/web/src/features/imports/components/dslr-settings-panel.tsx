import { Switch } from '@/components/ui/switch';
import type { MachineSettings } from '@photodossier/domain/user-settings';
import { Info } from 'lucide-react';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';

/** The machine settings the panel edits (spec 02 §3), without the server's timestamp. */
export type DslrSettingsValues = Omit<MachineSettings, 'lastModified'>;

/** What the app tells the dialog about the automatic import: the plan and this machine's settings. */
export type DslrAccess = {
  readonly plan: 'checking' | 'pro' | 'locked';
  /** null while loading. */
  readonly settings: MachineSettings | null;
  readonly onSave: (values: DslrSettingsValues) => Promise<void>;
};

const toggles = [
  'autoWatchEnabled',
  'searchSubdirectories',
  'autoOpenImportDialog',
  'autoPreviewNewPhotos',
  'deleteAfterImport',
] as const satisfies readonly (keyof DslrSettingsValues)[];

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
  const [values, setValues] = useState<DslrSettingsValues>(() => {
    const { lastModified: _ignored, ...rest } = initial;
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
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-folder`}>{t('importDialog.dslrPanel.cameraFolderPath')}</Label>
          <Input
            id={`${id}-folder`}
            value={values.cameraFolderPath}
            placeholder={t('importDialog.dslrPanel.cameraFolderPlaceholder')}
            onChange={(event) =>
              setValues((current) => ({ ...current, cameraFolderPath: event.target.value }))
            }
          />
        </div>
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
  const { t } = useTranslation();
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
        <p className="flex gap-2.5 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900 dark:border-sky-400/30 dark:bg-sky-400/10 dark:text-sky-100">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('importDialog.dslrPanel.later')}
        </p>
        {access.settings ? (
          <SettingsForm
            initial={access.settings}
            onSave={access.onSave}
            onCancel={() => onOpenChange(false)}
          />
        ) : (
          <Spinner label={t('importDialog.dslrPanel.loading')} className="flex-1 py-10" />
        )}
      </DialogContent>
    </Dialog>
  );
}
