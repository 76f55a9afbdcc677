import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { backgroundRemovalProgress } from '@/lib/background-removal/background-removal-queue';
import { addBackgroundRemovalTexts } from '@/lib/background-removal/i18n/add-background-removal-texts';
import { useStore } from '@/lib/create-store';
import { notify } from '@/lib/notify';
import { BackgroundRemovalDialog } from './background-removal-dialog';

/** The progress dialog while a run lasts, then one toast with what it made. */
export function BackgroundRemovalHost() {
  const { t } = useTranslation();
  const progress = useStore(backgroundRemovalProgress);
  const wasProcessing = useRef(false);

  useEffect(() => {
    if (progress.isProcessing) {
      wasProcessing.current = true;
      return;
    }
    if (!wasProcessing.current) return;
    wasProcessing.current = false;
    addBackgroundRemovalTexts();
    // A video or a photo already without its background is not counted as made.
    const made = progress.current - progress.failed - progress.skipped;
    if (made > 0) {
      notify(t('backgroundRemoval:done', { count: made }), {
        variant: 'success',
        id: 'background-removal',
      });
    }
    if (progress.skipped > 0) {
      notify(t('backgroundRemoval:skipped', { count: progress.skipped }), {
        variant: 'info',
        id: 'background-removal-skipped',
      });
    }
    if (progress.failed > 0) {
      notify(t('backgroundRemoval:failed', { count: progress.failed }), {
        variant: 'destructive',
        id: 'background-removal-failed',
      });
    }
  }, [progress, t]);

  if (!progress.isProcessing) return null;
  return <BackgroundRemovalDialog current={progress.current} total={progress.total} />;
}
