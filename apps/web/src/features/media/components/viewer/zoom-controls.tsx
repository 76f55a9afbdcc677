import { Maximize, Minus, Plus, ScanSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ViewerButton } from './viewer-button';
import { zoomPercent } from '@/components/zoom-stage/zoom-pan';

type ZoomControlsProps = {
  zoom: number;
  canZoomIn: boolean;
  canZoomOut: boolean;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
  showsOriginal: boolean;
  originalForced: boolean;
  onToggleOriginal: () => void;
};

export function ZoomControls({
  zoom,
  canZoomIn,
  canZoomOut,
  onZoomIn,
  onZoomOut,
  onReset,
  showsOriginal,
  originalForced,
  onToggleOriginal,
}: ZoomControlsProps) {
  const { t } = useTranslation();
  const percent = zoomPercent(zoom);
  return (
    <div
      role="toolbar"
      aria-label={t('viewer.zoom.toolbar')}
      className="flex items-center gap-1 rounded-full bg-black/60 px-1.5 py-1 text-white shadow-lg ring-1 ring-white/10 backdrop-blur"
    >
      <ViewerButton label={t('viewer.zoom.out')} onClick={onZoomOut} disabled={!canZoomOut}>
        <Minus aria-hidden />
      </ViewerButton>
      <output
        aria-live="polite"
        aria-label={t('viewer.zoom.level', { percent })}
        data-testid="zoom-level"
        className="min-w-14 text-center text-sm font-medium tabular-nums"
      >
        {t('viewer.zoom.percent', { percent })}
      </output>
      <ViewerButton label={t('viewer.zoom.in')} onClick={onZoomIn} disabled={!canZoomIn}>
        <Plus aria-hidden />
      </ViewerButton>
      <ViewerButton label={t('viewer.zoom.reset')} onClick={onReset} disabled={!canZoomOut}>
        <Maximize aria-hidden />
      </ViewerButton>
      <span aria-hidden className="mx-1 h-6 w-px bg-white/20" />
      <button
        type="button"
        aria-pressed={showsOriginal}
        title={t('viewer.zoom.originalHint')}
        onClick={onToggleOriginal}
        disabled={originalForced}
        className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-white/90 transition-colors hover:bg-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white/80 disabled:cursor-default aria-pressed:bg-white/20 aria-pressed:text-white [&_svg]:size-4"
      >
        <ScanSearch aria-hidden />
        {t('viewer.zoom.original')}
      </button>
    </div>
  );
}
