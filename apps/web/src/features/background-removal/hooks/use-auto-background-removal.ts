import { useEffect, useRef } from 'react';
import {
  canRemoveBackground,
  queueBackgroundRemoval,
} from '@/lib/background-removal/background-removal-queue';
import { onMediaUploaded } from '@/lib/media-uploaded';
import { useSettings } from '@/lib/settings/get-settings';

/**
 * With cameraSettings.autoBackgroundRemovalEnabled, every photo saved through the import dialog
 * (an upload of an import session) gets its variant: queued now, started when the dialog
 * closes (spec 02 §4.6). The camera queues its own shots when it saves them.
 */
export function useAutoBackgroundRemoval(userId: string) {
  const settings = useSettings(userId).data?.settings;
  const latest = useRef(settings);
  latest.current = settings;

  useEffect(() => {
    return onMediaUploaded(({ photo }) => {
      const current = latest.current;
      if (!current?.cameraSettings.autoBackgroundRemovalEnabled) return;
      if (!photo.session_id || !canRemoveBackground(photo)) return;
      queueBackgroundRemoval([photo.id], current.mediaPipeBackgroundSettings);
    });
  }, [userId]);
}
