import { useCallback, useEffect, useRef, useState } from 'react';
import {
  cameraPrerequisiteProblem,
  cameraProblemOf,
  type CameraProblem,
} from '../lib/camera-errors';

export type Facing = 'user' | 'environment';

export type ZoomRange = { min: number; max: number; step: number };

export type CameraStream = {
  status: 'starting' | 'live' | 'problem';
  problem: CameraProblem | null;
  stream: MediaStream | null;
  facing: Facing;
  /** More than one camera: the switch button makes sense. */
  canSwitch: boolean;
  hasTorch: boolean;
  zoom: ZoomRange | null;
  switchCamera: () => void;
  setTorch: (on: boolean) => Promise<void>;
  setZoom: (value: number) => void;
  restart: () => void;
};

type TrackCapabilities = MediaTrackCapabilities & {
  torch?: boolean;
  zoom?: { min?: number; max?: number; step?: number };
};

function capabilitiesOf(track: MediaStreamTrack | undefined): TrackCapabilities {
  try {
    return (track?.getCapabilities?.() ?? {}) as TrackCapabilities;
  } catch {
    return {};
  }
}

function stopStream(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * The live camera: asks for it, reports why it cannot start, switches between front and back
 * (by facingMode, then by the next device when the browser ignores facingMode), and exposes the
 * torch and zoom only when the track says it supports them.
 */
export function useCameraStream(initialFacing: Facing = 'environment'): CameraStream {
  const [facing, setFacing] = useState<Facing>(initialFacing);
  const [deviceIndex, setDeviceIndex] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{
    status: CameraStream['status'];
    problem: CameraProblem | null;
    stream: MediaStream | null;
  }>({ status: 'starting', problem: null, stream: null });
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const streamRef = useRef<MediaStream | null>(null);

  useEffect(() => {
    let cancelled = false;
    const prerequisite = cameraPrerequisiteProblem({
      isSecureContext: typeof window !== 'undefined' && window.isSecureContext,
      hasMediaDevices:
        typeof navigator !== 'undefined' &&
        typeof navigator.mediaDevices?.getUserMedia === 'function',
    });
    if (prerequisite) {
      setState({ status: 'problem', problem: prerequisite, stream: null });
      return;
    }
    setState((previous) => ({ ...previous, status: 'starting', problem: null }));
    const chosen = deviceIndex === null ? undefined : devices[deviceIndex]?.deviceId;
    // A portrait screen asks for a portrait picture, so a phone held upright fills the screen.
    const portrait = window.innerHeight > window.innerWidth;
    const video: MediaTrackConstraints = {
      width: { ideal: portrait ? 1080 : 1920 },
      height: { ideal: portrait ? 1920 : 1080 },
      ...(chosen ? { deviceId: { exact: chosen } } : { facingMode: { ideal: facing } }),
    };
    navigator.mediaDevices
      .getUserMedia({ video, audio: false })
      .then(async (stream) => {
        if (cancelled) {
          stopStream(stream);
          return;
        }
        stopStream(streamRef.current);
        streamRef.current = stream;
        setState({ status: 'live', problem: null, stream });
        // Labels and the full list are only known once a permission was given.
        const all = await navigator.mediaDevices.enumerateDevices().catch(() => []);
        if (!cancelled) setDevices(all.filter((device) => device.kind === 'videoinput'));
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setState({ status: 'problem', problem: cameraProblemOf(error), stream: null });
      });
    return () => {
      cancelled = true;
    };
    // devices only matter through deviceIndex, which a switch sets after they are known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [facing, deviceIndex, attempt]);

  // The camera light goes off when the page closes.
  useEffect(
    () => () => {
      stopStream(streamRef.current);
      streamRef.current = null;
    },
    [],
  );

  const track = state.stream?.getVideoTracks()[0];
  const capabilities = capabilitiesOf(track);
  const zoomCaps = capabilities.zoom;
  const zoom =
    zoomCaps &&
    typeof zoomCaps.min === 'number' &&
    typeof zoomCaps.max === 'number' &&
    zoomCaps.max > zoomCaps.min
      ? { min: zoomCaps.min, max: zoomCaps.max, step: zoomCaps.step || 0.1 }
      : null;

  const switchCamera = useCallback(() => {
    const currentId = track?.getSettings().deviceId;
    if (devices.length > 1) {
      const current = devices.findIndex((device) => device.deviceId === currentId);
      setDeviceIndex((current + 1) % devices.length);
    }
    setFacing((value) => (value === 'user' ? 'environment' : 'user'));
  }, [devices, track]);

  const setTorch = useCallback(
    async (on: boolean) => {
      if (!track || !capabilitiesOf(track).torch) return;
      try {
        await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      } catch {
        // A torch that refuses leaves the photo darker, nothing worse.
      }
    },
    [track],
  );

  const setZoom = useCallback(
    (value: number) => {
      if (!track) return;
      void track
        .applyConstraints({ advanced: [{ zoom: value } as MediaTrackConstraintSet] })
        .catch(() => undefined);
    },
    [track],
  );

  const restart = useCallback(() => setAttempt((value) => value + 1), []);

  return {
    ...state,
    facing,
    canSwitch: devices.length > 1 || /Android|iPhone|iPad/i.test(navigator.userAgent),
    hasTorch: capabilities.torch === true,
    zoom,
    switchCamera,
    setTorch,
    setZoom,
    restart,
  };
}
