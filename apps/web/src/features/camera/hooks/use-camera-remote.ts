import {
  CAMERA_COMMAND_ACK_TIMEOUT_MS,
  type CameraAction,
  type CameraResult,
} from '@photodossier/domain/camera-control';
import { CAMERA_RESULT_TOPIC } from '@photodossier/domain/live-events';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { subscribeLiveEvents } from '@/lib/live-events';
import { sendCameraCommand } from '../api/send-camera-command';
import { resultForCommand } from '../lib/remote-shutter';

export type RemoteStatus =
  | { kind: 'idle' }
  | { kind: 'sending'; action: CameraAction }
  | { kind: 'waiting'; action: CameraAction }
  | { kind: 'done'; action: CameraAction; at: Date }
  | { kind: 'failed'; action: CameraAction }
  | { kind: 'busy'; action: CameraAction }
  | { kind: 'noAnswer'; action: CameraAction }
  | { kind: 'error'; action: CameraAction; message: string };

const KEPT_RESULTS = 20;

/**
 * The remote's side of decision 0023: sends a command and follows it until the camera's
 * answer arrives on the live-event stream, or until it is clearly not coming.
 */
export function useCameraRemote() {
  const [status, setStatus] = useState<RemoteStatus>({ kind: 'idle' });
  const [recording, setRecording] = useState(false);
  // Answers can arrive before the POST that sent the command has returned its id.
  const results = useRef(new Map<string, CameraResult>());
  const pending = useRef<{ id: string; action: CameraAction; timer: number } | null>(null);

  const settle = useCallback((result: CameraResult, action: CameraAction) => {
    if (pending.current) window.clearTimeout(pending.current.timer);
    pending.current = null;
    if (result.status === 'done') {
      if (action === 'start_video') setRecording(true);
      if (action === 'stop_video') setRecording(false);
      setStatus({ kind: 'done', action, at: new Date() });
    } else {
      setStatus({ kind: result.status, action });
    }
  }, []);

  useEffect(() => {
    const unsubscribe = subscribeLiveEvents((event) => {
      if (event.topic !== CAMERA_RESULT_TOPIC) return;
      const waiting = pending.current;
      if (waiting) {
        const result = resultForCommand(event, waiting.id);
        if (result) {
          settle(result, waiting.action);
          return;
        }
      }
      const [commandId] = event.ids ?? [];
      const result = commandId ? resultForCommand(event, commandId) : null;
      if (!result) return;
      results.current.set(result.command_id, result);
      const oldest = results.current.keys().next().value;
      if (results.current.size > KEPT_RESULTS && oldest) results.current.delete(oldest);
    });
    return () => {
      unsubscribe();
      if (pending.current) window.clearTimeout(pending.current.timer);
    };
  }, [settle]);

  const send = useCallback(
    async (targetDeviceId: string, action: CameraAction) => {
      if (pending.current) window.clearTimeout(pending.current.timer);
      pending.current = null;
      setStatus({ kind: 'sending', action });
      try {
        const command = await sendCameraCommand({ target_device_id: targetDeviceId, action });
        const early = results.current.get(command.id);
        if (early) {
          settle(early, action);
          return;
        }
        const timer = window.setTimeout(() => {
          pending.current = null;
          setStatus({ kind: 'noAnswer', action });
        }, CAMERA_COMMAND_ACK_TIMEOUT_MS);
        pending.current = { id: command.id, action, timer };
        setStatus({ kind: 'waiting', action });
      } catch (error) {
        setStatus({
          kind: 'error',
          action,
          message: isApiError(error) ? error.message : String(error),
        });
      }
    },
    [settle],
  );

  return { status, recording, send };
}
