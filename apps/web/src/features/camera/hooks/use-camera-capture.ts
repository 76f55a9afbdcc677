import type { CameraSettings } from '@photodossier/domain/user-settings';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PendingShot } from '../components/capture-review';
import type { CaptureMode } from '../components/shutter-controls';
import { captureFileName } from '../lib/capture-naming';
import { AUTO_FLASH_MAX_LUMA, frameLuma, grabFrame } from '../lib/grab-frame';
import { useCameraStream } from './use-camera-stream';
import type { useCaptureQueue } from './use-capture-queue';
import { useFittedBox } from './use-fitted-box';
import { useRemoteShutter } from './use-remote-shutter';
import { useVideoRecorder, type Recording } from './use-video-recorder';

const TORCH_WARM_UP_MS = 250;
const DEFAULT_GHOST_OPACITY = 0.35;

/**
 * The live camera's state and what it does: the stream, the torch, photos and videos taken
 * from the screen or from a remote shutter, the shot under review, zoom and ghost. CameraView
 * and its parts only render what this returns.
 */
export function useCameraCapture(
  settings: CameraSettings,
  queue: ReturnType<typeof useCaptureQueue>,
) {
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

  return {
    camera,
    recorder,
    remoteConnected: remote.connected,
    videoRef,
    stageRef,
    box,
    /** The preview's own proportions, once the stream tells them. */
    measure: (video: HTMLVideoElement) => {
      const { videoWidth, videoHeight } = video;
      if (videoWidth && videoHeight) setAspect(videoWidth / videoHeight);
    },
    mode,
    setMode,
    busy,
    flashing,
    shutter,
    review,
    keep,
    retake,
    settingsOpen,
    setSettingsOpen,
    ghost,
    toggleGhost: () => setGhost((value) => !value),
    ghostOpacity,
    setGhostOpacity,
    zoom,
    changeZoom: (value: number) => {
      setZoom(value);
      camera.setZoom(value);
    },
  };
}

export type CameraCapture = ReturnType<typeof useCameraCapture>;
