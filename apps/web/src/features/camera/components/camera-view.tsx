import type { CameraSettings } from '@photodossier/domain/user-settings';
import { useCameraCapture } from '../hooks/use-camera-capture';
import type { Capture, useCaptureQueue } from '../hooks/use-capture-queue';
import { nextFlashMode } from '../lib/camera-preferences';
import type { CameraProblem } from '../lib/camera-errors';
import { CameraSettingsSheet } from './camera-settings-sheet';
import { CameraSliders } from './camera-sliders';
import { CameraStage } from './camera-stage';
import { CameraTopBar } from './camera-top-bar';
import { CaptureReview } from './capture-review';
import { CaptureStrip } from './capture-strip';
import { ShutterControls } from './shutter-controls';

type CameraViewProps = {
  title: string;
  subtitle: string | null;
  settings: CameraSettings;
  onSettingsChange: (patch: Partial<CameraSettings>) => void;
  ghostUrl: string | null;
  queue: ReturnType<typeof useCaptureQueue>;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  onProblem: (problem: CameraProblem, retry: () => void) => React.ReactNode;
  /** Shown above the controls: the unsent shots of an earlier visit. */
  notice?: React.ReactNode;
  /** Where a shot of the strip goes when that is not this camera's target. */
  elsewhereOf?: (capture: Capture) => string | null;
};

/**
 * The live camera: preview with its overlays, top bar, shutter, review and burst strip. The
 * state and the capture logic live in useCameraCapture.
 */
export function CameraView(props: CameraViewProps) {
  const { settings, queue } = props;
  const capture = useCameraCapture(settings, queue);
  const { camera, recorder, review } = capture;

  if (camera.status === 'problem' && camera.problem) {
    return <>{props.onProblem(camera.problem, camera.restart)}</>;
  }

  const lastCapture: Capture | undefined = queue.captures[queue.captures.length - 1];

  return (
    <div className="relative flex h-full flex-col">
      <CameraTopBar
        title={props.title}
        subtitle={props.subtitle}
        onClose={props.onClose}
        flashMode={camera.hasTorch ? settings.flashMode : null}
        onFlash={() => props.onSettingsChange({ flashMode: nextFlashMode(settings.flashMode) })}
        grid={settings.isGridMode}
        onGrid={() => props.onSettingsChange({ isGridMode: !settings.isGridMode })}
        ghostAvailable={props.ghostUrl !== null}
        ghost={capture.ghost}
        onGhost={capture.toggleGhost}
        onTemplate={() => capture.setSettingsOpen(true)}
        onSettings={() => capture.setSettingsOpen(true)}
      />

      <CameraStage capture={capture} settings={settings} ghostUrl={props.ghostUrl} />

      <div className="absolute inset-x-0 bottom-0 z-20 flex flex-col items-center gap-3 bg-gradient-to-t from-black/85 via-black/55 to-transparent px-3 pt-10 pb-[max(env(safe-area-inset-bottom),1rem)] sm:px-6">
        <div className="flex w-full max-w-xl flex-col gap-3">
          {props.notice}
          <CameraSliders capture={capture} ghostUrl={props.ghostUrl} />
          {recorder.recording ? null : (
            <CaptureStrip
              captures={queue.captures}
              saving={props.saving}
              progressOf={queue.progressOf}
              onRemove={queue.remove}
              onSave={props.onSave}
              elsewhereOf={props.elsewhereOf}
            />
          )}
        </div>
        <ShutterControls
          mode={capture.mode}
          onMode={capture.setMode}
          recording={recorder.recording}
          disabled={camera.status !== 'live' || capture.busy || props.saving}
          onShutter={capture.shutter}
          canSwitch={camera.canSwitch}
          onSwitch={camera.switchCamera}
          start={
            lastCapture ? (
              <span className="block size-12 overflow-hidden rounded-lg border-2 border-white/80 bg-neutral-800">
                {lastCapture.kind === 'photo' ? (
                  <img src={lastCapture.url} alt="" className="size-full object-cover" />
                ) : (
                  <video
                    src={lastCapture.url}
                    muted
                    aria-hidden
                    className="size-full object-cover"
                  />
                )}
              </span>
            ) : null
          }
        />
      </div>

      {review ? (
        <CaptureReview shot={review} onKeep={() => void capture.keep()} onRetake={capture.retake} />
      ) : null}

      <CameraSettingsSheet
        open={capture.settingsOpen}
        onOpenChange={capture.setSettingsOpen}
        settings={settings}
        onChange={props.onSettingsChange}
        ghostAvailable={props.ghostUrl !== null}
        ghostOpacity={capture.ghostOpacity}
        onGhostOpacity={capture.setGhostOpacity}
      />
    </div>
  );
}
