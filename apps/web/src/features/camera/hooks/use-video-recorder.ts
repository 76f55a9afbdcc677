import { useCallback, useEffect, useRef, useState } from 'react';
import {
  chooseRecorderFormat,
  formatOfRecording,
  type RecorderFormat,
} from '../lib/recorder-format';

export type Recording = { blob: Blob; format: RecorderFormat; durationSeconds: number };

/**
 * MediaRecorder around the live stream. Sound is asked for only when a video starts, so taking
 * photos never prompts for the microphone; without a microphone the video is silent.
 */
export function useVideoRecorder(stream: MediaStream | null) {
  const [recording, setRecording] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const audioRef = useRef<MediaStream | null>(null);
  const startedAt = useRef(0);

  useEffect(() => {
    if (!recording) return;
    const timer = window.setInterval(
      () => setElapsed((performance.now() - startedAt.current) / 1000),
      250,
    );
    return () => window.clearInterval(timer);
  }, [recording]);

  const start = useCallback(
    async (onFinished: (recording: Recording) => void) => {
      if (!stream || recorderRef.current || typeof MediaRecorder === 'undefined') return false;
      const tracks = [...stream.getVideoTracks()];
      try {
        audioRef.current = await navigator.mediaDevices.getUserMedia({ audio: true });
        tracks.push(...audioRef.current.getAudioTracks());
      } catch {
        audioRef.current = null;
      }
      const asked = chooseRecorderFormat((type) => MediaRecorder.isTypeSupported(type));
      const recorder = new MediaRecorder(
        new MediaStream(tracks),
        asked.mimeType ? { mimeType: asked.mimeType } : undefined,
      );
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onstop = () => {
        const durationSeconds = (performance.now() - startedAt.current) / 1000;
        for (const track of audioRef.current?.getTracks() ?? []) track.stop();
        audioRef.current = null;
        recorderRef.current = null;
        setRecording(false);
        const format = formatOfRecording(recorder.mimeType, asked);
        onFinished({ blob: new Blob(chunks, { type: format.fileType }), format, durationSeconds });
      };
      recorderRef.current = recorder;
      startedAt.current = performance.now();
      setElapsed(0);
      // One-second slices: a crash or a closed tab loses at most the last second.
      recorder.start(1000);
      setRecording(true);
      return true;
    },
    [stream],
  );

  const stop = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  useEffect(
    () => () => {
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') {
        recorder.onstop = null;
        recorder.stop();
      }
      for (const track of audioRef.current?.getTracks() ?? []) track.stop();
    },
    [],
  );

  return { recording, elapsed, start, stop };
}
