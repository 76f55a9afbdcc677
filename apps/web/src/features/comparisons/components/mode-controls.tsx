import { COMPARISON_MODES } from '@photodossier/domain/comparison';
import { Blend, Columns2, SplitSquareHorizontal, ZoomIn, ZoomOut, Maximize } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NO_ZOOM, type ZoomPan } from '@/components/comparison/types';
import { clampZoomPan } from '@/components/comparison/side-by-side-view';
import { Button } from '@/components/ui/button';
import { Slider } from '@/components/ui/slider';
import { SwitchField } from '@/components/ui/switch-field';
import { TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { ComparisonEditor } from '../hooks/use-comparison-editor';

const MODE_ICONS = {
  before_after: SplitSquareHorizontal,
  side_by_side: Columns2,
  overlay: Blend,
} as const;

type ModeControlsProps = {
  editor: ComparisonEditor;
  blink: boolean;
  onBlinkChange: (value: boolean) => void;
  zoomPan: ZoomPan;
  onZoomPanChange: (next: ZoomPan) => void;
};

/**
 * The three modes of the spec (tabs of the Tabs root around the stage) and what each one lets
 * the practitioner set.
 */
export function ModeControls({
  editor,
  blink,
  onBlinkChange,
  zoomPan,
  onZoomPanChange,
}: ModeControlsProps) {
  const { t } = useTranslation();
  const { view } = editor;
  return (
    <div className="flex flex-col gap-3">
      <TabsList
        aria-label={t('comparisons.modes.label')}
        className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto"
      >
        {COMPARISON_MODES.map((mode) => {
          const Icon = MODE_ICONS[mode];
          return (
            <TabsTrigger
              key={mode}
              value={mode}
              className="px-1.5 text-[13px] sm:px-3 sm:text-sm"
              data-testid={`mode-${mode}`}
            >
              <Icon aria-hidden className="hidden sm:block" />
              {t(`comparisons.modes.${mode}`)}
            </TabsTrigger>
          );
        })}
      </TabsList>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
        <SwitchField
          label={t('comparisons.labelsToggle')}
          checked={view.labels}
          onCheckedChange={(labels) => editor.setView({ labels })}
        />
        {view.mode === 'before_after' ? (
          <SwitchField
            label={t('comparisons.horizontalDivider')}
            checked={view.orientation === 'horizontal'}
            onCheckedChange={(horizontal) =>
              editor.setView({ orientation: horizontal ? 'horizontal' : 'vertical' })
            }
          />
        ) : null}
        {view.mode === 'overlay' ? (
          <>
            {/* On a phone the slider gets a line of its own, under its name and value: beside
                them and the labels switch it was left a thumb's travel of about 80 px. */}
            <div className="flex basis-full flex-wrap items-center gap-x-3 gap-y-1 sm:min-w-48 sm:flex-1 sm:basis-auto sm:flex-nowrap">
              <span className="flex-1 text-sm font-medium whitespace-nowrap sm:flex-none">
                {t('comparisons.opacity')}
              </span>
              <Slider
                className="order-last sm:order-none"
                data-testid="opacity-slider"
                thumbLabel={t('comparisons.opacity')}
                min={0}
                max={100}
                step={1}
                value={[Math.round(view.opacity * 100)]}
                disabled={blink}
                onValueChange={([value]) => editor.setView({ opacity: (value ?? 50) / 100 })}
              />
              <span className="w-12 text-right text-sm whitespace-nowrap tabular-nums">
                {Math.round(view.opacity * 100)} %
              </span>
            </div>
            <SwitchField
              label={t('comparisons.blink')}
              checked={blink}
              onCheckedChange={onBlinkChange}
            />
          </>
        ) : null}
        {view.mode === 'side_by_side' ? (
          <div className="flex items-center gap-1">
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={t('comparisons.zoomOut')}
              onClick={() =>
                onZoomPanChange(clampZoomPan({ ...zoomPan, zoom: zoomPan.zoom / 1.25 }))
              }
            >
              <ZoomOut aria-hidden />
            </Button>
            <span className="w-14 text-center text-sm tabular-nums" aria-live="polite">
              {Math.round(zoomPan.zoom * 100)} %
            </span>
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={t('comparisons.zoomIn')}
              onClick={() =>
                onZoomPanChange(clampZoomPan({ ...zoomPan, zoom: zoomPan.zoom * 1.25 }))
              }
            >
              <ZoomIn aria-hidden />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('comparisons.zoomReset')}
              onClick={() => onZoomPanChange(NO_ZOOM)}
            >
              <Maximize aria-hidden />
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
