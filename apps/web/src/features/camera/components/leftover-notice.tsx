import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Shots an earlier visit kept on this device and never sent (closed tab, lost network). */
export function LeftoverNotice({
  count,
  onRestore,
  onDiscard,
}: {
  count: number;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid="camera-leftovers"
      className="flex flex-wrap items-center gap-3 rounded-2xl bg-neutral-900/90 px-4 py-3 text-sm shadow-lg backdrop-blur"
    >
      <History aria-hidden className="size-5 shrink-0 text-amber-300" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('cameraCapture.leftover.title', { count })}</p>
        <p className="text-xs text-white/70">{t('cameraCapture.leftover.text')}</p>
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={onDiscard}
          className="h-9 rounded-full border border-white/30 px-3 text-xs font-semibold hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          {t('cameraCapture.leftover.discard')}
        </button>
        <button
          type="button"
          onClick={onRestore}
          className="h-9 rounded-full bg-amber-400 px-3 text-xs font-semibold text-black hover:bg-amber-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          {t('cameraCapture.leftover.restore')}
        </button>
      </div>
    </div>
  );
}
