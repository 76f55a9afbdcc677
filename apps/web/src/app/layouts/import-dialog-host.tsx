import { Suspense, useEffect } from 'react';
import { canUseAutomaticImport } from '@photodossier/domain/plan-access';
import { defaultMachineSettings, defaultSdCardSettings } from '@photodossier/domain/user-settings';
import { useSession } from '@/features/account/api/get-session';
import { useSubscription } from '@/features/billing/api/get-subscription';
import type {
  DslrAccess,
  DslrSettingsValues,
} from '@/features/imports/components/dslr-settings-panel';
import { usePublishUnfiledImportCount } from '@/features/imports/hooks/use-publish-unfiled-import-count';
import { useStartImportEngine } from '@/features/imports/lib/import-store';
import type { ImportDialogRequest } from '@/lib/import-dialog';
import { useImportDialogRequest } from '@/lib/import-dialog';
import { lazyWhenPossible, loadWhenPossible } from '@/lib/load-when-possible';
import { useMachineId } from '@/lib/use-machine-id';
import { useSettings } from '@/lib/settings/get-settings';
import { useUpdateSettings } from '@/lib/settings/update-settings';
import { whenIdle } from '@/lib/when-idle';

// The dialog and the camera-folder watch are most of the signed-in layout's code, and neither
// is needed to draw the first screen: they load after it (the dialog once the page is idle, so
// that opening it does not wait), instead of with it.
const loadImportDialog = () => import('@/features/imports/components/import-dialog');
const ImportDialog = lazyWhenPossible(loadImportDialog, (module) => module.ImportDialog);
const CameraFolderWatchHost = lazyWhenPossible(
  () => import('@/features/imports/camera-folder/camera-folder-watch-host'),
  (module) => module.CameraFolderWatchHost,
);
const SdCardWatchHost = lazyWhenPossible(
  () => import('@/features/imports/camera-folder/sd-card-watch-host'),
  (module) => module.SdCardWatchHost,
);

/** The billing plan and this machine's camera-folder settings, which the DSLR tile shows. */
function useDslrAccess(userId: string): DslrAccess {
  const subscription = useSubscription();
  const settings = useSettings(userId);
  const update = useUpdateSettings(userId);
  const machineId = useMachineId();

  const plan: DslrAccess['plan'] = subscription.data
    ? canUseAutomaticImport(subscription.data)
      ? 'pro'
      : 'locked'
    : subscription.isError
      ? 'locked'
      : 'checking';
  const loaded = settings.data?.settings;
  const machineSettings =
    loaded && machineId ? (loaded.machineSettings[machineId] ?? defaultMachineSettings) : null;
  const sdCardSettings =
    (loaded && machineId ? loaded.sdCardSettings[machineId] : undefined) ?? defaultSdCardSettings;

  return {
    plan,
    settings: machineSettings,
    userId,
    sdCard: {
      settings: sdCardSettings,
      onSave: async (values) => {
        if (!machineId) throw new Error('machine id not ready');
        await update.mutateAsync({ patch: { sdCardSettings: { [machineId]: values } } });
      },
    },
    onSave: async (values: Partial<DslrSettingsValues>) => {
      if (!machineId) throw new Error('machine id not ready');
      await update.mutateAsync({ patch: { machineSettings: { [machineId]: values } } });
    },
  };
}

function WatchReactions({ dslr }: { dslr: DslrAccess }) {
  if (dslr.plan !== 'pro' || !dslr.settings) return null;
  return (
    <Suspense fallback={null}>
      <CameraFolderWatchHost
        userId={dslr.userId}
        settings={dslr.settings}
        sdCardSettings={dslr.sdCard.settings}
        save={dslr.onSave}
      />
      <SdCardWatchHost userId={dslr.userId} settings={dslr.sdCard.settings} />
    </Suspense>
  );
}

/** The import dialog when asked for, and on Pro the camera folder's and the SD card's hosts. */
function SignedInImport({
  request,
  userId,
}: {
  request: ImportDialogRequest | null;
  userId: string;
}) {
  const dslr = useDslrAccess(userId);
  useEffect(() => whenIdle(() => void loadWhenPossible(loadImportDialog)), []);
  return (
    <>
      <WatchReactions dslr={dslr} />
      {request ? (
        <Suspense fallback={null}>
          <ImportDialog request={request} dslr={dslr} />
        </Suspense>
      ) : null}
    </>
  );
}

function SignedInWatch({ userId }: { userId: string }) {
  return <WatchReactions dslr={useDslrAccess(userId)} />;
}

/**
 * The camera pages (bare layout) keep the watch's toast and feed the import engine, but never
 * open the dialog there (spec 02 §2.1): the dialog itself is the app layout's.
 */
export function AutoImportWatchHost() {
  const { session } = useSession();
  if (!session) return null;
  return <SignedInWatch userId={session.user.id} />;
}

/**
 * The import dialog, mounted once for the whole signed-in app and opened through
 * lib/import-dialog. It starts the tab's import engine: a session this device left unfinished
 * is rebuilt on arrival and waits behind the Import entry's badge.
 */
export function ImportDialogHost() {
  useStartImportEngine();
  usePublishUnfiledImportCount();
  const request = useImportDialogRequest();
  const { session } = useSession();
  if (!session) return null;
  return <SignedInImport request={request} userId={session.user.id} />;
}
