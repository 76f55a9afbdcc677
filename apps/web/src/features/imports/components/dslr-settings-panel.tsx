import { MOBILE_BREAKPOINT_PX } from '@photodossier/domain/layout';
import type { MachineSettings, SdCardSettings } from '@photodossier/domain/user-settings';
import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMinWidth } from '@/lib/use-min-width';
import {
  CameraFolderSettings,
  type CameraFolderSettingsValues,
} from '../camera-folder/camera-folder-settings';
import { addAutoImportTexts } from '../camera-folder/i18n/add-auto-import-texts';
import { SdCardSection } from '../camera-folder/sd-card-section';
import type { SettingsLayout } from '../camera-folder/settings-layout';
import { useImportActions } from '../lib/import-store';

/** The machine settings the panel edits (spec 02 §3), without the server's timestamp. */
export type DslrSettingsValues = CameraFolderSettingsValues;

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

type DslrSettingsPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  access: DslrAccess;
};

type Tab = 'camera-folder' | 'sd-card';

/** Both settings in one layout, on two tabs; `value` follows the tab the user is on. */
function AutoImportTabs({
  access,
  layout,
  labels,
  tab,
  onTabChange,
  onDone,
  onImported,
}: {
  access: DslrAccess;
  layout: SettingsLayout;
  labels: Record<Tab, string>;
  tab: Tab;
  onTabChange: (tab: Tab) => void;
  /** The camera folder's switches were saved or cancelled. */
  onDone: () => void;
  /** The card's photos went to the import dialog, which should now be in view. */
  onImported: () => void;
}) {
  const actions = useImportActions();
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => onTabChange(value === 'sd-card' ? 'sd-card' : 'camera-folder')}
      className="flex min-h-0 flex-1 flex-col gap-4"
    >
      <TabsList>
        <TabsTrigger value="camera-folder">{labels['camera-folder']}</TabsTrigger>
        <TabsTrigger value="sd-card">{labels['sd-card']}</TabsTrigger>
      </TabsList>
      <TabsContent
        value="camera-folder"
        className="min-h-0 flex-1 overflow-y-auto pr-1 data-[state=inactive]:hidden"
      >
        <CameraFolderSettings
          userId={access.userId}
          settings={access.settings}
          save={access.onSave}
          layout={layout}
          onDone={onDone}
        />
      </TabsContent>
      <TabsContent
        value="sd-card"
        className="min-h-0 flex-1 overflow-y-auto pr-1 data-[state=inactive]:hidden"
      >
        <SdCardSection
          userId={access.userId}
          layout={layout}
          settings={access.sdCard.settings}
          save={access.sdCard.onSave}
          onImport={(files) => {
            onImported();
            void actions.addFiles(files);
          }}
        />
      </TabsContent>
    </Tabs>
  );
}

/**
 * The configuration dialog (spec 02 §2.3, §2.4: tabs Dossier and Carte SD, max width 2xl): the
 * same settings as the side panel, each in its card layout, with room for all of them.
 */
function ConfigurationDialog({
  access,
  tab,
  onClose,
  onImported,
}: {
  access: DslrAccess;
  tab: Tab;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(tab);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        data-testid="auto-import-configuration"
        closeLabel={t('importDialog.close')}
        className="flex max-h-[90dvh] max-w-2xl flex-col gap-5"
      >
        <DialogHeader>
          <DialogTitle>{t('autoImport:configuration.title')}</DialogTitle>
          <DialogDescription>{t('autoImport:configuration.description')}</DialogDescription>
        </DialogHeader>
        <AutoImportTabs
          access={access}
          layout="card"
          labels={{
            'camera-folder': t('autoImport:configuration.tabs.app'),
            'sd-card': t('autoImport:configuration.tabs.sd'),
          }}
          tab={current}
          onTabChange={setCurrent}
          onDone={onClose}
          onImported={onImported}
        />
      </DialogContent>
    </Dialog>
  );
}

/**
 * "Paramètres Import DSLR": a side panel with this machine's automatic import, inline, or
 * compact below the mobile breakpoint; its Configuration button opens the card layouts.
 */
export function DslrSettingsPanel({ open, onOpenChange, access }: DslrSettingsPanelProps) {
  addAutoImportTexts();
  const { t } = useTranslation();
  const wide = useMinWidth(MOBILE_BREAKPOINT_PX);
  const [tab, setTab] = useState<Tab>('camera-folder');
  const [configuring, setConfiguring] = useState(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        data-testid="dslr-settings-panel"
        closeLabel={t('importDialog.close')}
        className="flex w-full max-w-md flex-col gap-5 p-4 sm:rounded-l-2xl sm:p-6"
      >
        <DialogHeader>
          <SheetTitle>{t('importDialog.dslrPanel.title')}</SheetTitle>
          <SheetDescription>{t('importDialog.dslrPanel.description')}</SheetDescription>
        </DialogHeader>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => setConfiguring(true)}
        >
          <Settings2 aria-hidden />
          {t('autoImport:configuration.open')}
        </Button>
        {/* One set of settings at a time: two would each poll the card and toast twice. */}
        {configuring ? null : (
          <AutoImportTabs
            access={access}
            layout={wide ? 'inline' : 'compact'}
            labels={{
              'camera-folder': t('autoImport:tabs.autoTransfer'),
              'sd-card': t('autoImport:tabs.sdCard'),
            }}
            tab={tab}
            onTabChange={setTab}
            onDone={() => onOpenChange(false)}
            onImported={() => onOpenChange(false)}
          />
        )}
        {configuring ? (
          <ConfigurationDialog
            access={access}
            tab={tab}
            onClose={() => setConfiguring(false)}
            onImported={() => {
              setConfiguring(false);
              onOpenChange(false);
            }}
          />
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
