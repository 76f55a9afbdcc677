import type { CameraSettings } from '@photodossier/domain/user-settings';
import { RadioTower } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { CameraCapture } from '../hooks/use-camera-capture';
import { templateById } from '../lib/camera-templates';
import { formatDuration } from '@/lib/format';
import { GhostOverlay, GridOverlay, TemplateOverlay } from './camera-overlays';
import { addCameraTexts } from '../i18n/add-camera-texts';

/** The preview fitted to the screen, its overlays, the flash, the timer and the remote badge. */
export function CameraStage({
  capture,
  settings,
  ghostUrl,
}: {
  capture: CameraCapture;
  settings: CameraSettings;
  ghostUrl: string | null;
}) {
  addCameraTexts();
  const { t } = useTranslation();
  const { camera, recorder, box } = capture;
  const mirrored = camera.facing === 'user';
  return (
    <div
      ref={capture.stageRef}
      className="relative flex min-h-0 flex-1 items-center justify-center overflow-hidden"
    >
      <div
        className="relative"
        style={box ? { width: box.width, height: box.height } : { width: '100%', height: '100%' }}
      >
        <video
          ref={capture.videoRef}
          data-testid="camera-preview"
          aria-label={t('cameraCapture:preview')}
          muted
          playsInline
          autoPlay
          onLoadedMetadata={(event) => capture.measure(event.currentTarget)}
          onResize={(event) => capture.measure(event.currentTarget)}
          className={cn('size-full bg-black object-contain', mirrored && '-scale-x-100')}
        />
        {capture.ghost && ghostUrl ? (
          <GhostOverlay src={ghostUrl} opacity={capture.ghostOpacity} />
        ) : null}
        {settings.isGridMode ? <GridOverlay /> : null}
        <TemplateOverlay
          template={templateById(settings.selectedTemplate)}
          opacity={settings.overlayOpacity}
        />
        <div
          aria-hidden
          className={cn(
            'pointer-events-none absolute inset-0 bg-white transition-opacity',
            capture.flashing ? 'opacity-90 duration-75' : 'opacity-0 duration-300',
          )}
        />
      </div>
      {camera.status === 'starting' ? (
        <Spinner label={t('cameraCapture:starting')} className="absolute inset-0 text-white" />
      ) : null}
      {recorder.recording ? (
        <div
          role="timer"
          aria-label={t('cameraCapture:recording')}
          data-testid="camera-timer"
          className="absolute top-[calc(max(env(safe-area-inset-top),0.75rem)+3.75rem)] left-1/2 flex -translate-x-1/2 items-center gap-2 rounded-full bg-red-600 px-3 py-1 text-sm font-semibold tabular-nums"
        >
          <span aria-hidden className="size-2 animate-pulse rounded-full bg-white" />
          {formatDuration(recorder.elapsed)}
        </div>
      ) : null}
      {capture.remoteConnected ? (
        <span
          role="img"
          aria-label={t('cameraCapture:remoteConnected')}
          title={t('cameraCapture:remoteConnected')}
          data-testid="camera-remote"
          className="absolute top-[calc(max(env(safe-area-inset-top),0.75rem)+3.5rem)] right-4 flex size-7 items-center justify-center rounded-full bg-black/45 text-emerald-400 backdrop-blur-md"
        >
          <RadioTower aria-hidden className="size-4" />
        </span>
      ) : null}
    </div>
  );
}
