import { SD_CONNECTION_POLL_MS } from '@photodossier/domain/import-timings';
import type { SdCardSettings } from '@photodossier/domain/user-settings';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { sdCardWatch } from './camera-folder-watch';
import { directoryHandleKey } from './directory-handles';
import { hasPermission } from './file-system-access';
import { notifyFolderFailure } from './folder-failures';
import { addAutoImportTexts } from './i18n/add-auto-import-texts';
import { isFolderGone } from './scan-folder';
import {
  isReachable,
  lookUpKeptCard,
  reportCard,
  startCardWatch,
  useSdCardLink,
} from './sd-card-link';

type SdCardWatchHostProps = {
  userId: string;
  settings: SdCardSettings;
};

/**
 * The card's connection, polled every 3 s wherever the user is (spec 02 §4.2, §9), with the
 * disconnect and reconnect toasts. On its first sight after a reload, and when it comes back,
 * the watch the user left on starts again, if the browser still lets the card be read without
 * asking: a prompt needs a click, so otherwise the SD tab offers one.
 */
function useCardConnection(handle: FileSystemDirectoryHandle | null, watchEnabled: boolean) {
  const { t } = useTranslation();
  const enabled = useRef(watchEnabled);
  enabled.current = watchEnabled;

  useEffect(() => {
    if (!handle) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    // Null until the card was seen: a first look reports without a toast.
    let seen: boolean | null = null;

    const resume = async () => {
      if (!enabled.current || sdCardWatch().store.getState().status !== 'idle') return;
      try {
        await startCardWatch(handle);
      } catch (error) {
        // A card pulled out meanwhile is the next look's news.
        if (!isFolderGone(error)) notifyFolderFailure(error, 'watch.start_failed');
      }
    };

    const look = async () => {
      const granted = await hasPermission(handle, 'read').catch(() => false);
      if (stopped) return;
      if (!granted) {
        // Unreadable says nothing of its presence: no connection news until access is back.
        seen = null;
        reportCard(handle, { accessNeeded: true, connection: 'unknown' });
        return;
      }
      const reachable = await isReachable(handle);
      if (stopped) return;
      reportCard(handle, { accessNeeded: false, connection: reachable ? 'connected' : 'waiting' });
      const before = seen;
      seen = reachable;
      if (before !== null && before !== reachable) {
        notify(
          t(reachable ? 'autoImport:sd.reconnectedToast' : 'autoImport:sd.disconnectedToast', {
            name: handle.name,
          }),
          { variant: reachable ? 'success' : 'warning' },
        );
      }
      if (reachable && before !== true) await resume();
    };

    // Each look waits for the previous one: starting a watch over a full card takes a while.
    const loop = async () => {
      await look().catch(() => {});
      if (!stopped) timer = setTimeout(() => void loop(), SD_CONNECTION_POLL_MS);
    };
    void loop();
    return () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
    };
  }, [handle, t]);
}

/**
 * The SD card's side of the automatic import outside its tab, mounted beside the camera
 * folder's host: the kept card looked up once, then followed (spec 02 §4.2).
 */
export function SdCardWatchHost({ userId, settings }: SdCardWatchHostProps) {
  addAutoImportTexts();
  const key = directoryHandleKey(userId, 'sd-card');
  const card = useSdCardLink();
  useEffect(() => {
    void lookUpKeptCard(key);
  }, [key]);
  useCardConnection(card.key === key ? card.handle : null, settings.isSDCardWatchEnabled);
  return null;
}
