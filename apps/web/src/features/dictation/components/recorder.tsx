import { Mic, Pause, Play, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDuration } from '@/lib/format';

/** The first container this browser records (Chromium and Firefox: WebM; Safari: MP4). */
function recordingType(): string {
  for (const type of [
    'audio/webm;codecs=opus',
    'audio/webm',
    'audio/ogg;codecs=opus',
    'audio/mp4',
  ]) {
    if (MediaRecorder.isTypeSupported(type)) return type;
  }
  return '';
}

type RecorderProps = {
  /** Every second, what was recorded so far: kept on the device at once. */
  onProgress: (chunks: Blob[], type: string) => void;
  onStopped: (chunks: Blob[], type: string) => void;
  onError: (message: string) => void;
};

/**
 * The dictaphone: MediaRecorder with pause, resume and stop, a level meter read from an
 * AnalyserNode, and the elapsed time (pauses excluded). Loaded only when a dictation starts.
 */
export default function Recorder({ onProgress, onStopped, onError }: RecorderProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'starting' | 'recording' | 'paused'>('starting');
  const [elapsed, setElapsed] = useState(0);
  const [level, setLevel] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const chunks = useRef<Blob[]>([]);
  // Elapsed time: accumulated before the last resume, plus the running stretch.
  const clock = useRef({ before: 0, since: 0 });
  const callbacks = useRef({ onProgress, onStopped, onError });
  callbacks.current = { onProgress, onStopped, onError };

  useEffect(() => {
    let stream: MediaStream | null = null;
    let audioContext: AudioContext | null = null;
    let frame = 0;
    let cancelled = false;
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      } catch {
        callbacks.current.onError(t('dictation.microphoneRefused'));
        return;
      }
      if (cancelled) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      const type = recordingType();
      const media = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
      const actualType = media.mimeType || type || 'audio/webm';
      media.ondataavailable = (event) => {
        if (event.data.size === 0) return;
        chunks.current.push(event.data);
        callbacks.current.onProgress([...chunks.current], actualType);
      };
      media.onstop = () => callbacks.current.onStopped([...chunks.current], actualType);
      media.start(1000);
      recorder.current = media;
      clock.current = { before: 0, since: performance.now() };
      setState('recording');

      audioContext = new AudioContext();
      const analyser = audioContext.createAnalyser();
      analyser.fftSize = 512;
      audioContext.createMediaStreamSource(stream).connect(analyser);
      const samples = new Uint8Array(analyser.fftSize);
      const tick = () => {
        analyser.getByteTimeDomainData(samples);
        let peak = 0;
        for (const sample of samples) peak = Math.max(peak, Math.abs(sample - 128) / 128);
        setLevel(peak);
        const running = recorder.current?.state === 'recording';
        setElapsed(clock.current.before + (running ? performance.now() - clock.current.since : 0));
        frame = requestAnimationFrame(tick);
      };
      tick();
    })();
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
      stream?.getTracks().forEach((track) => track.stop());
      void audioContext?.close();
    };
  }, [t]);

  function pause() {
    recorder.current?.pause();
    clock.current.before += performance.now() - clock.current.since;
    setState('paused');
  }

  function resume() {
    recorder.current?.resume();
    clock.current.since = performance.now();
    setState('recording');
  }

  function stop() {
    if (recorder.current?.state === 'recording') {
      clock.current.before += performance.now() - clock.current.since;
    }
    recorder.current?.stop();
  }

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-border p-4" data-testid="recorder">
      <div className="flex items-center gap-3">
        <Mic
          aria-hidden
          className={state === 'recording' ? 'size-6 animate-pulse text-destructive' : 'size-6'}
        />
        <span className="font-mono text-2xl tabular-nums" data-testid="recorder-elapsed">
          {formatDuration(elapsed / 1000)}
        </span>
        <span className="text-sm text-muted-foreground">{t(`dictation.recorder.${state}`)}</span>
      </div>
      <div
        role="meter"
        aria-label={t('dictation.recorder.level')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(level * 100)}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full bg-emerald-500 transition-[width] duration-75"
          style={{ width: `${Math.min(100, Math.round(level * 140))}%` }}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        {state === 'paused' ? (
          <Button type="button" variant="outline" onClick={resume}>
            <Play aria-hidden />
            {t('dictation.recorder.resume')}
          </Button>
        ) : (
          <Button type="button" variant="outline" onClick={pause} disabled={state !== 'recording'}>
            <Pause aria-hidden />
            {t('dictation.recorder.pause')}
          </Button>
        )}
        <Button type="button" onClick={stop} disabled={state === 'starting'}>
          <Square aria-hidden />
          {t('dictation.recorder.stop')}
        </Button>
      </div>
    </div>
  );
}
