import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CaptureLeftover } from '../hooks/use-capture-queue';
import { useCaptureTargetLabels } from '../hooks/use-capture-target-labels';
import { addCameraTexts } from '../i18n/add-camera-texts';

/**
 * Shots an earlier visit kept on this device and never sent (closed tab, lost network), with
 * where they will go: their own patient, whatever camera brings them back.
 */
export function LeftoverNotice({
  leftovers,
  onRestore,
  onDiscard,
}: {
  leftovers: readonly CaptureLeftover[];
  onRestore: () => void;
  onDiscard: () => void;
}) {
  addCameraTexts();
  const { t } = useTranslation();
  const labelOf = useCaptureTargetLabels(leftovers.map((leftover) => leftover.target));
  const counts = new Map<string, number>();
  for (const leftover of leftovers) {
    const label = labelOf(leftover.target);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  const targets = [...counts]
    .map(([label, count]) => (counts.size > 1 ? `${label} (${count})` : label))
    .join(', ');

  return (
    <div
      role="status"
      data-testid="camera-leftovers"
      className="flex flex-col gap-3 rounded-2xl bg-neutral-900/90 px-4 py-3 text-sm shadow-lg backdrop-blur sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <History aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-300" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            {t('cameraCapture:leftover.title', { count: leftovers.length })}
          </p>
          <p data-testid="camera-leftovers-target" className="text-xs break-words text-amber-200">
            {t('cameraCapture:leftover.destination', { targets })}
          </p>
          <p className="text-xs text-white/70">{t('cameraCapture:leftover.text')}</p>
        </div>
      </div>
      <div className="flex shrink-0 justify-end gap-2">
        <button
          type="button"
          onClick={onDiscard}
          className="h-9 rounded-full border border-white/30 px-3 text-xs font-semibold hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          {t('cameraCapture:leftover.discard')}
        </button>
        <button
          type="button"
          onClick={onRestore}
          className="h-9 rounded-full bg-amber-400 px-3 text-xs font-semibold text-black hover:bg-amber-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          {t('cameraCapture:leftover.restore')}
        </button>
      </div>
    </div>
  );
}
