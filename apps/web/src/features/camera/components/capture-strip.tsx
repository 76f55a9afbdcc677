import { AlertTriangle, Check, LoaderCircle, Play, RotateCw, UserRound, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { Capture } from '../hooks/use-capture-queue';
import { addCameraTexts } from '../i18n/add-camera-texts';
import { DurationText } from '@/components/duration-text';

type CaptureStripProps = {
  captures: readonly Capture[];
  saving: boolean;
  progressOf: (capture: Capture) => number | null;
  onRemove: (id: string) => void;
  onSave: () => void;
  /** Where a shot goes when it is not this camera's target (a leftover brought back), else null. */
  elsewhereOf?: (capture: Capture) => string | null;
};

/** The burst: every kept shot until "Enregistrer (n)" sends them all. */
export function CaptureStrip({
  captures,
  saving,
  progressOf,
  onRemove,
  onSave,
  elsewhereOf,
}: CaptureStripProps) {
  addCameraTexts();
  const { t } = useTranslation();
  if (captures.length === 0) return null;
  const toSend = captures.filter((capture) => capture.status !== 'done').length;
  const failed = captures.some((capture) => capture.status === 'failed');
  const memoryOnly = captures.some((capture) => !capture.kept && capture.status === 'failed');
  const elsewhere = new Map<string, number>();
  for (const capture of captures) {
    const label = capture.status === 'done' ? null : (elsewhereOf?.(capture) ?? null);
    if (label) elsewhere.set(label, (elsewhere.get(label) ?? 0) + 1);
  }

  return (
    <div className="flex w-full flex-col gap-2">
      {memoryOnly ? (
        <p
          role="note"
          className="rounded-lg bg-amber-500/90 px-3 py-1.5 text-xs font-medium text-black"
        >
          {t('cameraCapture:strip.memoryOnly')}
        </p>
      ) : null}
      {elsewhere.size > 0 ? (
        <p
          role="note"
          data-testid="camera-strip-elsewhere-note"
          className="self-start rounded-lg bg-black/70 px-3 py-1.5 text-xs font-medium text-amber-200"
        >
          {t('cameraCapture:strip.elsewhere', {
            targets: [...elsewhere].map(([label, count]) => `${label} (${count})`).join(', '),
          })}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <ul
          aria-label={t('cameraCapture:strip.label')}
          data-testid="camera-strip"
          className="flex min-w-0 flex-1 gap-2 overflow-x-auto py-1"
        >
          {captures.map((capture) => {
            const progress = capture.status === 'uploading' ? progressOf(capture) : null;
            const elsewhere = elsewhereOf?.(capture) ?? null;
            const statusText =
              capture.status === 'analysing'
                ? t('cameraCapture:strip.analysing')
                : capture.status === 'uploading'
                  ? t('cameraCapture:strip.uploading', { percent: progress ?? 0 })
                  : capture.status === 'done'
                    ? t('cameraCapture:strip.uploaded')
                    : capture.status === 'failed'
                      ? t('cameraCapture:strip.failed')
                      : null;
            return (
              <li
                key={capture.id}
                data-status={capture.status}
                className={cn(
                  'relative size-16 shrink-0 overflow-hidden rounded-xl border-2 bg-neutral-800',
                  capture.status === 'failed' ? 'border-red-500' : 'border-white/80',
                )}
              >
                {capture.kind === 'photo' ? (
                  <img
                    src={capture.url}
                    alt={capture.file.name}
                    className="size-full object-cover"
                  />
                ) : (
                  <>
                    <video
                      src={capture.url}
                      muted
                      playsInline
                      preload="metadata"
                      aria-label={capture.file.name}
                      className="size-full object-cover"
                    />
                    <span className="absolute bottom-0.5 left-1 flex items-center gap-0.5 text-[10px] font-semibold drop-shadow">
                      <Play aria-hidden className="size-2.5 fill-white" />
                      {capture.durationSeconds !== null ? (
                        <DurationText seconds={capture.durationSeconds} />
                      ) : null}
                    </span>
                  </>
                )}
                {elsewhere ? (
                  <span
                    data-testid="camera-strip-elsewhere"
                    title={t('cameraCapture:strip.goesTo', { target: elsewhere })}
                    className="absolute top-0.5 left-0.5 flex size-5 items-center justify-center rounded-full bg-amber-400 text-black"
                  >
                    <UserRound aria-hidden className="size-3.5" />
                    <span className="sr-only">
                      {t('cameraCapture:strip.goesTo', { target: elsewhere })}
                    </span>
                  </span>
                ) : null}
                {statusText ? (
                  <span
                    className="absolute inset-0 flex items-center justify-center bg-black/55"
                    title={statusText}
                  >
                    {capture.status === 'done' ? (
                      <Check aria-hidden className="size-6 text-emerald-400" />
                    ) : capture.status === 'failed' ? (
                      <AlertTriangle aria-hidden className="size-6 text-red-400" />
                    ) : (
                      <LoaderCircle aria-hidden className="size-6 animate-spin" />
                    )}
                    <span className="sr-only">{statusText}</span>
                    {progress !== null ? (
                      <span
                        aria-hidden
                        className="absolute inset-x-0 bottom-0 h-1 bg-amber-400"
                        style={{ width: `${progress}%` }}
                      />
                    ) : null}
                  </span>
                ) : null}
                {!saving && capture.status !== 'done' ? (
                  <button
                    type="button"
                    aria-label={t('cameraCapture:strip.remove', { name: capture.file.name })}
                    onClick={() => onRemove(capture.id)}
                    className="absolute top-0.5 right-0.5 flex size-6 items-center justify-center rounded-full bg-black/70 text-white hover:bg-black focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
                  >
                    <X aria-hidden className="size-3.5" />
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          onClick={onSave}
          disabled={saving || toSend === 0}
          data-testid="camera-save"
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-full bg-amber-400 px-5 text-sm font-semibold text-black shadow-lg transition-colors hover:bg-amber-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:opacity-60"
        >
          {saving ? (
            <>
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
              {t('cameraCapture:strip.saving')}
            </>
          ) : failed ? (
            <>
              <RotateCw aria-hidden className="size-4" />
              {t('cameraCapture:strip.retry')} ({toSend})
            </>
          ) : (
            t('cameraCapture:strip.save', { count: toSend })
          )}
        </button>
      </div>
    </div>
  );
}
