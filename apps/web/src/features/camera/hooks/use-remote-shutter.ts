import {
  CAMERA_HEARTBEAT_INTERVAL_MS,
  type CameraAction,
  type CameraResultStatus,
} from '@photodossier/domain/camera-control';
import { useEffect, useRef, useState } from 'react';
import { subscribeLiveEvents } from '@/lib/live-events';
import { leaveCameraControl } from '../api/leave-camera-control';
import { sendCameraHeartbeat } from '../api/send-camera-heartbeat';
import { sendCameraResult } from '../api/send-camera-result';
import { getCameraDeviceId } from '../lib/camera-device-id';
import { commandForDevice, deviceKindOf } from '../lib/remote-shutter';

export type RemoteShutterHandlers = {
  onCapture: () => void;
  onStartVideo: () => void;
  onStopVideo: () => void;
  /** False while the camera cannot shoot (no stream yet, review screen): commands answer busy. */
  enabled: boolean;
};

const HANDLED_MEMORY = 50;

/**
 * Lets a second device of the same user drive this camera (decision 0023): once enabled, the
 * page announces itself every 10 s under this browser's camera id until it closes, and runs
 * the commands the live-event stream brings for that id; while disabled it answers "busy".
 * `connected` is true while enabled and the last announcement was accepted.
 */
export function useRemoteShutter(handlers: RemoteShutterHandlers): { connected: boolean } {
  const { enabled } = handlers;
  // The latest handlers and state, so a render that recreates them does not restart anything.
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  const [deviceId] = useState(getCameraDeviceId);
  const [connected, setConnected] = useState(false);
  // Announced from the first moment the camera can shoot until the page closes: a shot waiting
  // for review must not make the camera vanish from the remote, which could not bring it back.
  const [announcing, setAnnouncing] = useState(false);
  if (enabled && !announcing) setAnnouncing(true);

  useEffect(() => {
    if (!announcing) return;
    let active = true;
    const label = deviceKindOf(navigator.userAgent);
    const announce = () => {
      sendCameraHeartbeat({ device_id: deviceId, label }).then(
        () => active && setConnected(true),
        () => active && setConnected(false),
      );
    };
    announce();
    const timer = window.setInterval(announce, CAMERA_HEARTBEAT_INTERVAL_MS);

    const handled = new Set<string>();
    const unsubscribe = subscribeLiveEvents((event) => {
      const command = commandForDevice(event, deviceId, handled);
      if (!command) return;
      handled.add(command.id);
      if (handled.size > HANDLED_MEMORY) handled.delete(handled.values().next().value ?? '');
      const status = runCommand(command.action, handlersRef.current);
      void sendCameraResult(command.id, { device_id: deviceId, status }).catch(() => undefined);
    });

    const leave = () => void leaveCameraControl(deviceId).catch(() => undefined);
    window.addEventListener('pagehide', leave);
    return () => {
      active = false;
      setConnected(false);
      window.clearInterval(timer);
      unsubscribe();
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [announcing, deviceId]);

  return { connected: enabled && connected };
}

function runCommand(action: CameraAction, handlers: RemoteShutterHandlers): CameraResultStatus {
  if (!handlers.enabled) return 'busy';
  try {
    if (action === 'capture') handlers.onCapture();
    else if (action === 'start_video') handlers.onStartVideo();
    else handlers.onStopVideo();
    return 'done';
  } catch {
    return 'failed';
  }
}
