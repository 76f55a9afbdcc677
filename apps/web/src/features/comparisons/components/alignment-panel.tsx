import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  Crop,
  Minus,
  Plus,
  RotateCcw,
  RotateCw,
  ScanFace,
  Shrink,
  Expand,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Slider } from '@/components/ui/slider';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { ComparisonEditor, CropNudge, PlacementNudge } from '../hooks/use-comparison-editor';

const MOVE = 0.005;
const SCALE = 1.01;
const ROTATE = (0.5 * Math.PI) / 180;

function Step({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/**
 * Fine-tuning after the automatic alignment: move, scale and turn the chosen photo, tighten or
 * move the crop, take another frame of a video, or go back to the automatic result.
 */
export function AlignmentPanel({
  editor,
  labels,
}: {
  editor: ComparisonEditor;
  labels: readonly string[];
}) {
  const { t } = useTranslation();
  const index = editor.active;
  const nudge = (change: PlacementNudge) => editor.nudgePhoto(index, change);
  const crop = (change: CropNudge) => editor.nudgeCrop(change);
  const photo = editor.photos[index];
  const frameTime = editor.settings[index]?.frame_time ?? 0;

  return (
    <section
      aria-labelledby="alignment-title"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="alignment-title" className="text-base font-semibold">
          {t('comparisons.alignment.title')}
        </h2>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={editor.resetAlignment}
          disabled={editor.alignment === 'aligning'}
        >
          <ScanFace aria-hidden />
          {t('comparisons.alignment.reset')}
        </Button>
      </div>
      <p
        role="status"
        data-testid="alignment-status"
        data-status={editor.alignment}
        className={cn(
          'flex items-center gap-2 rounded-lg px-3 py-2 text-sm',
          editor.alignment === 'manual'
            ? 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200'
            : 'bg-muted text-muted-foreground',
        )}
      >
        {editor.alignment === 'aligning' ? <Spinner size="sm" label="" /> : null}
        {t(`comparisons.alignment.${editor.alignment}`)}
      </p>
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">{t('comparisons.alignment.photo')}</span>
        <div
          className="flex flex-wrap gap-1.5"
          role="radiogroup"
          aria-label={t('comparisons.alignment.photo')}
        >
          {editor.photos.map((item, position) => (
            <Button
              key={item.id}
              type="button"
              role="radio"
              aria-checked={position === index}
              size="sm"
              variant={position === index ? 'default' : 'outline'}
              onClick={() => editor.setActive(position)}
              className="max-w-full"
            >
              <span className="truncate">{labels[position] ?? position + 1}</span>
            </Button>
          ))}
        </div>
      </div>
      <div className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 text-sm">
        <span>{t('comparisons.alignment.move')}</span>
        <div className="flex flex-wrap gap-1">
          <Step label={t('comparisons.alignment.left')} onClick={() => nudge({ dx: -MOVE })}>
            <ArrowLeft aria-hidden />
          </Step>
          <Step label={t('comparisons.alignment.up')} onClick={() => nudge({ dy: -MOVE })}>
            <ArrowUp aria-hidden />
          </Step>
          <Step label={t('comparisons.alignment.down')} onClick={() => nudge({ dy: MOVE })}>
            <ArrowDown aria-hidden />
          </Step>
          <Step label={t('comparisons.alignment.right')} onClick={() => nudge({ dx: MOVE })}>
            <ArrowRight aria-hidden />
          </Step>
        </div>
        <span>{t('comparisons.alignment.scale')}</span>
        <div className="flex gap-1">
          <Step
            label={t('comparisons.alignment.smaller')}
            onClick={() => nudge({ scale: 1 / SCALE })}
          >
            <Minus aria-hidden />
          </Step>
          <Step label={t('comparisons.alignment.larger')} onClick={() => nudge({ scale: SCALE })}>
            <Plus aria-hidden />
          </Step>
        </div>
        <span>{t('comparisons.alignment.rotate')}</span>
        <div className="flex gap-1">
          <Step
            label={t('comparisons.alignment.rotateLeft')}
            onClick={() => nudge({ rotation: -ROTATE })}
          >
            <RotateCcw aria-hidden />
          </Step>
          <Step
            label={t('comparisons.alignment.rotateRight')}
            onClick={() => nudge({ rotation: ROTATE })}
          >
            <RotateCw aria-hidden />
          </Step>
        </div>
        <span className="flex items-center gap-1.5">
          <Crop aria-hidden className="size-4" />
          {t('comparisons.alignment.crop')}
        </span>
        <div className="flex flex-wrap gap-1">
          <Step label={t('comparisons.alignment.cropIn')} onClick={() => crop({ zoom: 1.04 })}>
            <Shrink aria-hidden />
          </Step>
          <Step label={t('comparisons.alignment.cropOut')} onClick={() => crop({ zoom: 1 / 1.04 })}>
            <Expand aria-hidden />
          </Step>
          <Step label={t('comparisons.alignment.cropLeft')} onClick={() => crop({ dx: -MOVE * 2 })}>
            <ArrowLeft aria-hidden />
          </Step>
          <Step label={t('comparisons.alignment.cropRight')} onClick={() => crop({ dx: MOVE * 2 })}>
            <ArrowRight aria-hidden />
          </Step>
          <Step label={t('comparisons.alignment.cropUp')} onClick={() => crop({ dy: -MOVE * 2 })}>
            <ArrowUp aria-hidden />
          </Step>
          <Step label={t('comparisons.alignment.cropDown')} onClick={() => crop({ dy: MOVE * 2 })}>
            <ArrowDown aria-hidden />
          </Step>
        </div>
      </div>
      {photo?.media_type === 'video' && photo.duration ? (
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium">
            {t('comparisons.alignment.frameTime', { seconds: frameTime.toFixed(1) })}
          </span>
          <Slider
            thumbLabel={t('comparisons.alignment.frameTime', { seconds: frameTime.toFixed(1) })}
            min={0}
            max={Math.max(0.1, photo.duration - 0.1)}
            step={0.1}
            value={[frameTime]}
            onValueCommit={([value]) => editor.setFrameTime(index, value ?? 0)}
          />
        </div>
      ) : null}
    </section>
  );
}
