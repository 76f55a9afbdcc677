import type { CameraSettings } from '@photodossier/domain/user-settings';
import { RadioTower } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useRemoteShutter } from '../hooks/use-remote-shutter';
import { useCameraStream } from '../hooks/use-camera-stream';
import type { Capture, useCaptureQueue } from '../hooks/use-capture-queue';
import { useFittedBox } from '../hooks/use-fitted-box';
import { useVideoRecorder, type Recording } from '../hooks/use-video-recorder';
import { nextFlashMode } from '../lib/camera-preferences';
import type { CameraProblem } from '../lib/camera-errors';
import { templateById } from '../lib/camera-templates';
import { captureFileName, formatRecordingTime } from '../lib/capture-naming';
import { AUTO_FLASH_MAX_LUMA, frameLuma, grabFrame } from '../lib/grab-frame';
import { CameraSettingsSheet } from './camera-settings-sheet';
import { CameraTopBar } from './camera-top-bar';
import { CaptureReview, type PendingShot } from './capture-review';
import { CaptureStrip } from './capture-strip';
import { GhostOverlay, GridOverlay, TemplateOverlay } from './camera-overlays';
import { ShutterControls, type CaptureMode } from './shutter-controls';

const TORCH_WARM_UP_MS = 250;
const DEFAULT_GHOST_OPACITY = 0.35;

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

/** The live camera: preview with its overlays, top bar, shutter, review and burst strip. */
export function CameraView(props: CameraViewProps) {
  const { t } = useTranslation();
  const { settings, queue } = props;
  const camera = useCameraStream();
  const recorder = useVideoRecorder(camera.stream);
  const videoRef = useRef<HTMLVideoElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<CaptureMode>('photo');
  const [review, setReview] = useState<PendingShot | null>(null);
  const [flashing, setFlashing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [ghost, setGhost] = useState(false);
  const [ghostOpacity, setGhostOpacity] = useState(DEFAULT_GHOST_OPACITY);
  const [zoom, setZoom] = useState<number | null>(null);
  const [aspect, setAspect] = useState<number | null>(null);
  const shotCount = useRef(0);
  const recordingFromRemote = useRef(false);
  const box = useFittedBox(stageRef, aspect);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.srcObject = camera.stream;
    if (camera.stream) void video.play().catch(() => undefined);
  }, [camera.stream]);

  const wantsTorch = useCallback(() => {
    if (!camera.hasTorch || settings.flashMode === 'off') return false;
    if (settings.flashMode === 'on') return true;
    const video = videoRef.current;
    const luma = video ? frameLuma(video) : null;
    return luma !== null && luma < AUTO_FLASH_MAX_LUMA;
  }, [camera.hasTorch, settings.flashMode]);

  const nextName = (kind: 'photo' | 'video', extension: string) => {
    shotCount.current += 1;
    return captureFileName(kind, new Date(), shotCount.current, extension);
  };

  /**
   * A local shot waits on the review screen; a remote one goes straight into the burst, since
   * nobody may be standing at this device to keep it.
   */
  const takePhoto = useCallback(
    async (from: 'local' | 'remote' = 'local') => {
      const video = videoRef.current;
      if (!video || busy || review) return;
      setBusy(true);
      try {
        const torch = wantsTorch();
        if (torch) {
          await camera.setTorch(true);
          await new Promise((resolve) => window.setTimeout(resolve, TORCH_WARM_UP_MS));
        }
        const blob = await grabFrame(video);
        if (torch) await camera.setTorch(false);
        if (!blob) return;
        setFlashing(true);
        window.setTimeout(() => setFlashing(false), 150);
        const file = new File([blob], nextName('photo', 'jpg'), {
          type: 'image/jpeg',
          lastModified: Date.now(),
        });
        if (from === 'remote') await queue.add(file, 'photo', null);
        else
          setReview({ file, url: URL.createObjectURL(file), kind: 'photo', durationSeconds: null });
      } finally {
        setBusy(false);
      }
    },
    // nextName reads a ref only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [busy, review, wantsTorch, camera.setTorch, queue.add],
  );

  const onRecorded = useCallback(
    (recording: Recording) => {
      void camera.setTorch(false);
      const file = new File([recording.blob], nextName('video', recording.format.extension), {
        type: recording.format.fileType,
        lastModified: Date.now(),
      });
      if (recordingFromRemote.current) {
        recordingFromRemote.current = false;
        void queue.add(file, 'video', recording.durationSeconds);
        return;
      }
      setReview({
        file,
        url: URL.createObjectURL(file),
        kind: 'video',
        durationSeconds: recording.durationSeconds,
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [camera.setTorch, queue.add],
  );

  const startVideo = useCallback(async () => {
    if (recorder.recording || review) return;
    if (wantsTorch()) await camera.setTorch(true);
    await recorder.start(onRecorded);
  }, [recorder, review, wantsTorch, camera, onRecorded]);

  const stopVideo = useCallback(() => recorder.stop(), [recorder]);

  const shutter = () => {
    if (mode === 'photo') void takePhoto();
    else if (recorder.recording) stopVideo();
    else void startVideo();
  };

  const remote = useRemoteShutter({
    onCapture: () => void takePhoto('remote'),
    onStartVideo: () => {
      setMode('video');
      recordingFromRemote.current = true;
      void startVideo();
    },
    onStopVideo: stopVideo,
    enabled: camera.status === 'live' && !review,
  });

  const keep = async () => {
    if (!review) return;
    const shot = review;
    setReview(null);
    URL.revokeObjectURL(shot.url);
    await queue.add(shot.file, shot.kind, shot.durationSeconds);
  };

  const retake = () => {
    if (review) URL.revokeObjectURL(review.url);
    setReview(null);
  };

  if (camera.status === 'problem' && camera.problem) {
    return <>{props.onProblem(camera.problem, camera.restart)}</>;
  }

  const template = templateById(settings.selectedTemplate);
  const mirrored = camera.facing === 'user';
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
        ghost={ghost}
        onGhost={() => setGhost((value) => !value)}
        onTemplate={() => setSettingsOpen(true)}
        onSettings={() => setSettingsOpen(true)}
      />

      <div
        ref={stageRef}
        className="relative flex min-h-0 flex-1 items-center justify-center overflow-hidden"
      >
        <div
          className="relative"
          style={box ? { width: box.width, height: box.height } : { width: '100%', height: '100%' }}
        >
          <video
            ref={videoRef}
            data-testid="camera-preview"
            aria-label={t('cameraCapture.preview')}
            muted
            playsInline
            autoPlay
            onLoadedMetadata={(event) => {
              const { videoWidth, videoHeight } = event.currentTarget;
              if (videoWidth && videoHeight) setAspect(videoWidth / videoHeight);
            }}
            onResize={(event) => {
              const { videoWidth, videoHeight } = event.currentTarget;
              if (videoWidth && videoHeight) setAspect(videoWidth / videoHeight);
            }}
            className={cn('size-full bg-black object-contain', mirrored && '-scale-x-100')}
          />
          {ghost && props.ghostUrl ? (
            <GhostOverlay src={props.ghostUrl} opacity={ghostOpacity} />
          ) : null}
          {settings.isGridMode ? <GridOverlay /> : null}
          <TemplateOverlay template={template} opacity={settings.overlayOpacity} />
          <div
            aria-hidden
            className={cn(
              'pointer-events-none absolute inset-0 bg-white transition-opacity',
              flashing ? 'opacity-90 duration-75' : 'opacity-0 duration-300',
            )}
          />
        </div>
        {camera.status === 'starting' ? (
          <Spinner label={t('cameraCapture.starting')} className="absolute inset-0 text-white" />
        ) : null}
        {recorder.recording ? (
          <div
            role="timer"
            aria-label={t('cameraCapture.recording')}
            data-testid="camera-timer"
            className="absolute top-[calc(max(env(safe-area-inset-top),0.75rem)+3.75rem)] left-1/2 flex -translate-x-1/2 items-center gap-2 rounded-full bg-red-600 px-3 py-1 text-sm font-semibold tabular-nums"
          >
            <span aria-hidden className="size-2 animate-pulse rounded-full bg-white" />
            {formatRecordingTime(recorder.elapsed)}
          </div>
        ) : null}
        {remote.connected ? (
          <span
            role="img"
            aria-label={t('cameraCapture.remoteConnected')}
            title={t('cameraCapture.remoteConnected')}
            data-testid="camera-remote"
            className="absolute top-[calc(max(env(safe-area-inset-top),0.75rem)+3.5rem)] right-4 flex size-7 items-center justify-center rounded-full bg-black/45 text-emerald-400 backdrop-blur-md"
          >
            <RadioTower aria-hidden className="size-4" />
          </span>
        ) : null}
      </div>

      <div className="absolute inset-x-0 bottom-0 z-20 flex flex-col items-center gap-3 bg-gradient-to-t from-black/85 via-black/55 to-transparent px-3 pt-10 pb-[max(env(safe-area-inset-bottom),1rem)] sm:px-6">
        <div className="flex w-full max-w-xl flex-col gap-3">
          {props.notice}
          {camera.zoom ? (
            <label className="flex items-center gap-3 text-xs">
              <span className="shrink-0 whitespace-nowrap">{t('cameraCapture.zoom')}</span>
              <input
                type="range"
                min={camera.zoom.min}
                max={camera.zoom.max}
                step={camera.zoom.step}
                value={zoom ?? camera.zoom.min}
                onChange={(event) => {
                  const value = Number(event.target.value);
                  setZoom(value);
                  camera.setZoom(value);
                }}
                className="flex-1 accent-amber-400"
              />
              <span className="w-10 text-right tabular-nums">
                {`${(zoom ?? camera.zoom.min).toFixed(1)}×`}
              </span>
            </label>
          ) : null}
          {ghost && props.ghostUrl ? (
            <label className="flex items-center gap-3 text-xs">
              <span className="shrink-0 whitespace-nowrap">{t('cameraCapture.ghost')}</span>
              <input
                type="range"
                min={0}
                max={100}
                step={5}
                aria-label={t('cameraCapture.ghostOpacity')}
                value={Math.round(ghostOpacity * 100)}
                onChange={(event) => setGhostOpacity(Number(event.target.value) / 100)}
                className="flex-1 accent-amber-400"
              />
              <span className="w-10 text-right tabular-nums">
                {t('cameraCapture.percent', { value: Math.round(ghostOpacity * 100) })}
              </span>
            </label>
          ) : null}
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
          mode={mode}
          onMode={setMode}
          recording={recorder.recording}
          disabled={camera.status !== 'live' || busy || props.saving}
          onShutter={shutter}
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

      {review ? <CaptureReview shot={review} onKeep={() => void keep()} onRetake={retake} /> : null}

      <CameraSettingsSheet
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        settings={settings}
        onChange={props.onSettingsChange}
        ghostAvailable={props.ghostUrl !== null}
        ghostOpacity={ghostOpacity}
        onGhostOpacity={setGhostOpacity}
      />
    </div>
  );
}
