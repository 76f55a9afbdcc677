import { CheckCircle2, CircleAlert, Loader2, Square, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDateDisplay } from '@/lib/date-display';
import { formatTime } from '@/lib/format';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { RemoteStatus } from '../hooks/use-camera-remote';

type RemoteShutterControlsProps = {
  status: RemoteStatus;
  recording: boolean;
  onCapture: () => void;
  onToggleVideo: () => void;
};

/** The big shutter, the video toggle and what became of the last command. */
export function RemoteShutterControls({
  status,
  recording,
  onCapture,
  onToggleVideo,
}: RemoteShutterControlsProps) {
  const { t } = useTranslation();
  const busy = status.kind === 'sending' || status.kind === 'waiting';

  return (
    <div
      role="group"
      aria-label={t('cameraControl.controlsLabel')}
      className="flex flex-col items-center gap-5"
    >
      <button
        type="button"
        onClick={onCapture}
        disabled={busy}
        aria-label={t('cameraControl.shutter')}
        className="group relative inline-flex size-28 items-center justify-center rounded-full border-4 border-foreground/80 bg-background shadow-lg transition-transform focus-visible:ring-4 focus-visible:ring-ring focus-visible:outline-none active:scale-95 disabled:opacity-60 sm:size-32"
      >
        <span
          aria-hidden
          className={cn(
            'size-22 rounded-full transition-colors sm:size-26',
            recording ? 'bg-red-500' : 'bg-primary group-hover:bg-primary/90',
          )}
        />
      </button>
      <p aria-hidden className="-mt-2 text-sm font-medium">
        {t('cameraControl.shutter')}
      </p>

      <Button
        size="lg"
        variant={recording ? 'destructive' : 'outline'}
        onClick={onToggleVideo}
        disabled={busy}
        className="w-full sm:w-auto"
      >
        {recording ? <Square aria-hidden /> : <Video aria-hidden />}
        {recording ? t('cameraControl.stopVideo') : t('cameraControl.startVideo')}
      </Button>
      {recording ? (
        <p className="flex items-center gap-2 text-sm font-medium text-red-600 dark:text-red-400">
          <span aria-hidden className="size-2.5 animate-pulse rounded-full bg-red-500" />
          {t('cameraControl.recording')}
        </p>
      ) : null}

      <p
        role="status"
        data-testid="camera-control-status"
        className="flex min-h-6 items-center gap-2 text-center text-sm"
      >
        <StatusText status={status} />
      </p>
    </div>
  );
}

function StatusText({ status }: { status: RemoteStatus }) {
  const { t } = useTranslation();
  const dates = useDateDisplay();
  switch (status.kind) {
    case 'idle':
      return null;
    case 'sending':
    case 'waiting':
      return (
        <>
          <Loader2 aria-hidden className="size-4 animate-spin text-muted-foreground" />
          <span className="text-muted-foreground">{t(`cameraControl.status.${status.kind}`)}</span>
        </>
      );
    case 'done':
      return (
        <>
          <CheckCircle2 aria-hidden className="size-4 text-emerald-600 dark:text-emerald-400" />
          <span className="font-medium">
            {t(`cameraControl.status.${status.action}`)}{' '}
            <span className="font-normal text-muted-foreground">
              {t('cameraControl.at', {
                time: formatTime(status.at, dates, { seconds: true }),
              })}
            </span>
          </span>
        </>
      );
    case 'failed':
    case 'busy':
    case 'noAnswer':
      return (
        <>
          <CircleAlert aria-hidden className="size-4 shrink-0 text-destructive" />
          <span className="text-destructive">{t(`cameraControl.status.${status.kind}`)}</span>
        </>
      );
    case 'error':
      return (
        <>
          <CircleAlert aria-hidden className="size-4 shrink-0 text-destructive" />
          <span className="text-destructive">{status.message}</span>
        </>
      );
  }
}
