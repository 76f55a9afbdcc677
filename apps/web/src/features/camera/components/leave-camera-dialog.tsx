import { Film } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { Capture } from '../hooks/use-capture-queue';
import { addCameraTexts } from '../i18n/add-camera-texts';

const SHOWN = 6;

/**
 * ✕ with shots kept but not saved: asks before leaving, says where they stay (the browser's
 * temporary store on this device, offered again by the next camera visit) or that they are
 * lost (too large to be kept), and offers to save them at once.
 */
export function LeaveCameraDialog({
  unsaved,
  onStay,
  onLeave,
  onSave,
}: {
  /** The shots not recorded yet; the dialog is open while there are some to ask about. */
  unsaved: readonly Capture[] | null;
  onStay: () => void;
  onLeave: () => void;
  onSave: () => void;
}) {
  addCameraTexts();
  const { t } = useTranslation();
  const shots = unsaved ?? [];
  const kept = shots.filter((capture) => capture.kept).length;
  const lost = shots.length - kept;

  return (
    <Dialog
      open={unsaved !== null && unsaved.length > 0}
      onOpenChange={(open) => !open && onStay()}
    >
      <DialogContent data-testid="camera-leave-dialog" closeLabel={t('app.close')}>
        <DialogHeader>
          <DialogTitle>{t('cameraCapture:leave.title')}</DialogTitle>
          <DialogDescription asChild>
            <div className="flex flex-col gap-2">
              {kept > 0 ? (
                <p data-testid="camera-leave-kept">
                  {t('cameraCapture:leave.kept', { count: kept })}
                </p>
              ) : null}
              {lost > 0 ? (
                <p data-testid="camera-leave-lost" className="font-medium text-destructive">
                  {t('cameraCapture:leave.lost', { count: lost })}
                </p>
              ) : null}
            </div>
          </DialogDescription>
        </DialogHeader>
        <ul aria-label={t('cameraCapture:leave.shots')} className="flex flex-wrap gap-2">
          {shots.slice(0, SHOWN).map((capture) => (
            <li
              key={capture.id}
              className="size-14 overflow-hidden rounded-lg bg-muted ring-1 ring-border"
            >
              {capture.kind === 'photo' ? (
                <img src={capture.url} alt="" className="size-full object-cover" />
              ) : (
                <span className="flex size-full items-center justify-center text-muted-foreground">
                  <Film aria-hidden className="size-5" />
                </span>
              )}
            </li>
          ))}
          {shots.length > SHOWN ? (
            <li className="flex size-14 items-center justify-center rounded-lg bg-muted text-sm font-semibold">
              +{shots.length - SHOWN}
            </li>
          ) : null}
        </ul>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onStay}>
            {t('cameraCapture:leave.stay')}
          </Button>
          <Button type="button" variant="outline" onClick={onLeave}>
            {t('cameraCapture:leave.leave')}
          </Button>
          <Button type="button" onClick={onSave}>
            {t('cameraCapture:leave.save', { count: shots.length })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
