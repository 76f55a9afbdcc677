import { Check, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addCameraTexts } from '../i18n/add-camera-texts';

export type PendingShot = {
  file: File;
  url: string;
  kind: 'photo' | 'video';
  durationSeconds: number | null;
};

/** After each shot: keep it in the burst, or take it again. */
export function CaptureReview({
  shot,
  onKeep,
  onRetake,
}: {
  shot: PendingShot;
  onKeep: () => void;
  onRetake: () => void;
}) {
  addCameraTexts();
  const { t } = useTranslation();
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => keepRef.current?.focus(), []);
  return (
    <div
      role="region"
      aria-label={t('cameraCapture:review.title')}
      data-testid="camera-review"
      className="absolute inset-0 z-30 flex flex-col bg-black"
    >
      <div className="relative min-h-0 flex-1">
        {shot.kind === 'photo' ? (
          <img
            src={shot.url}
            alt={t('cameraCapture:review.title')}
            className="size-full object-contain"
          />
        ) : (
          <video
            src={shot.url}
            controls
            autoPlay
            playsInline
            aria-label={t('cameraCapture:review.title')}
            className="size-full object-contain"
          />
        )}
      </div>
      <div className="flex items-center justify-center gap-4 bg-black px-4 pt-4 pb-[max(env(safe-area-inset-bottom),1.25rem)]">
        <button
          type="button"
          onClick={onRetake}
          className="inline-flex h-12 min-w-36 items-center justify-center gap-2 rounded-full border border-white/60 px-6 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          <RotateCcw aria-hidden className="size-4" />
          {t('cameraCapture:review.retake')}
        </button>
        <button
          ref={keepRef}
          type="button"
          onClick={onKeep}
          className="inline-flex h-12 min-w-36 items-center justify-center gap-2 rounded-full bg-amber-400 px-6 text-sm font-semibold text-black hover:bg-amber-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          <Check aria-hidden className="size-4" />
          {t('cameraCapture:review.keep')}
        </button>
      </div>
    </div>
  );
}
