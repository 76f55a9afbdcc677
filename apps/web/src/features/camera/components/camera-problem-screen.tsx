import { CameraOff, FolderUp, Lock, MonitorX, RotateCw, VideoOff, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { CameraProblem } from '../lib/camera-errors';
import { addCameraTexts } from '../i18n/add-camera-texts';

const icons = {
  'no-camera': CameraOff,
  busy: VideoOff,
  insecure: Lock,
  unsupported: MonitorX,
  failed: VideoOff,
  denied: Lock,
} as const;

const texts = {
  'no-camera': ['noCameraTitle', 'noCameraText'],
  busy: ['busyTitle', 'busyText'],
  insecure: ['insecureTitle', 'insecureText'],
  unsupported: ['unsupportedTitle', 'unsupportedText'],
  failed: ['failedTitle', 'failedText'],
  denied: ['failedTitle', 'failedText'],
} as const;

const pill =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white';

/** Why the camera cannot run, what to do, and a way to import files instead. */
export function CameraProblemScreen({
  problem,
  onRetry,
  onClose,
  onFiles,
}: {
  problem: CameraProblem;
  onRetry: () => void;
  onClose: () => void;
  onFiles: (files: File[]) => void;
}) {
  addCameraTexts();
  const { t } = useTranslation();
  const inputId = useId();
  const Icon = icons[problem];
  const [title, text] = texts[problem];
  const retryable = problem !== 'insecure' && problem !== 'unsupported';
  return (
    <div
      data-testid="camera-problem"
      data-problem={problem}
      className="flex h-full flex-col items-center justify-center gap-5 px-6 text-center"
    >
      <button
        type="button"
        aria-label={t('cameraCapture:close')}
        onClick={onClose}
        className="absolute top-[max(env(safe-area-inset-top),0.75rem)] left-3 flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
      >
        <X aria-hidden className="size-5" />
      </button>
      <span className="flex size-20 items-center justify-center rounded-full bg-white/10">
        <Icon aria-hidden className="size-10 text-amber-300" />
      </span>
      <h2 className="text-2xl font-semibold">{t(`cameraCapture:problems.${title}`)}</h2>
      <p className="max-w-md text-sm leading-relaxed text-white/75">
        {t(`cameraCapture:problems.${text}`)}
      </p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        {retryable ? (
          <button
            type="button"
            onClick={onRetry}
            className={cn(pill, 'border border-white/40 hover:bg-white/10')}
          >
            <RotateCw aria-hidden className="size-4" />
            {t('cameraCapture:problems.retry')}
          </button>
        ) : null}
        <label
          htmlFor={inputId}
          className={cn(
            pill,
            'cursor-pointer bg-amber-400 text-black hover:bg-amber-300 focus-within:ring-2 focus-within:ring-white',
          )}
        >
          <FolderUp aria-hidden className="size-4" />
          {t('cameraCapture:problems.importFiles')}
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,video/mp4,video/quicktime,video/webm"
          className="sr-only"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </div>
    </div>
  );
}
