import { Check, Eraser, Pencil, Redo2, Trash2, Type, Undo2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { TEXT_SIZES, type TextSize } from './annotation-document';
import {
  ANNOTATION_COLORS,
  STROKE_WIDTHS,
  type AnnotationColor,
  type AnnotationTool,
  type StrokeWidth,
  type ToolSettings,
} from './annotation-tools';

type AnnotationToolbarProps = {
  settings: ToolSettings;
  onChange: (settings: ToolSettings) => void;
  canUndo: boolean;
  canRedo: boolean;
  canClear: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onClear: () => void;
  onCancel: () => void;
  onSave: () => void;
  saving: boolean;
  disabled: boolean;
};

const toolIcons = { pen: Pencil, eraser: Eraser, text: Type } as const;

function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className="flex items-center gap-1">
      {children}
    </div>
  );
}

const chip =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium text-white/90 transition-colors hover:bg-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white/80 disabled:pointer-events-none disabled:opacity-40 aria-pressed:bg-white aria-pressed:text-slate-950 [&_svg]:size-4';

/** A history action: icon only, its name for screen readers and as a tooltip. */
function HistoryButton({
  label,
  icon: Icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: typeof Undo2;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={chip}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden />
    </button>
  );
}

export function AnnotationToolbar({
  settings,
  onChange,
  canUndo,
  canRedo,
  canClear,
  onUndo,
  onRedo,
  onClear,
  onCancel,
  onSave,
  saving,
  disabled,
}: AnnotationToolbarProps) {
  const { t } = useTranslation();
  const set = (changes: Partial<ToolSettings>) => onChange({ ...settings, ...changes });
  const busy = saving || disabled;

  return (
    <div
      role="toolbar"
      aria-label={t('viewer.annotations.toolbar')}
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2 rounded-2xl bg-black/70 px-3 py-2 text-white shadow-lg ring-1 ring-white/10 backdrop-blur"
    >
      <Group label={t('viewer.annotations.tools')}>
        {(Object.keys(toolIcons) as AnnotationTool[]).map((tool) => {
          const Icon = toolIcons[tool];
          return (
            <button
              key={tool}
              type="button"
              className={chip}
              aria-pressed={settings.tool === tool}
              disabled={busy}
              onClick={() => set({ tool })}
            >
              <Icon aria-hidden />
              <span className="max-sm:sr-only">{t(`viewer.annotations.${tool}`)}</span>
            </button>
          );
        })}
      </Group>

      {settings.tool !== 'eraser' ? (
        <Group label={t('viewer.annotations.colors')}>
          {(Object.keys(ANNOTATION_COLORS) as AnnotationColor[]).map((color) => (
            <button
              key={color}
              type="button"
              aria-label={t(`viewer.annotations.color.${color}`)}
              title={t(`viewer.annotations.color.${color}`)}
              aria-pressed={settings.color === color}
              disabled={busy}
              onClick={() => set({ color })}
              className="group inline-flex size-8 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white/80 disabled:opacity-40"
            >
              <span
                aria-hidden
                className="size-6 rounded-full ring-1 ring-white/40 group-aria-pressed:ring-3 group-aria-pressed:ring-white"
                style={{ backgroundColor: ANNOTATION_COLORS[color] }}
              />
            </button>
          ))}
        </Group>
      ) : null}

      {settings.tool === 'text' ? (
        <Group label={t('viewer.annotations.textSizes')}>
          {(Object.keys(TEXT_SIZES) as TextSize[]).map((textSize) => (
            <button
              key={textSize}
              type="button"
              className={chip}
              aria-pressed={settings.textSize === textSize}
              disabled={busy}
              onClick={() => set({ textSize })}
            >
              {t(`viewer.annotations.textSize.${textSize}`)}
            </button>
          ))}
        </Group>
      ) : (
        <Group label={t('viewer.annotations.widths')}>
          {(Object.keys(STROKE_WIDTHS) as StrokeWidth[]).map((width) => (
            <button
              key={width}
              type="button"
              className={chip}
              aria-label={t(`viewer.annotations.width.${width}`)}
              title={t(`viewer.annotations.width.${width}`)}
              aria-pressed={settings.width === width}
              disabled={busy}
              onClick={() => set({ width })}
            >
              <span
                aria-hidden
                className="w-5 rounded-full bg-current"
                style={{ height: Math.max(2, STROKE_WIDTHS[width] / 2) }}
              />
            </button>
          ))}
        </Group>
      )}

      <Group label={t('viewer.annotations.toolbar')}>
        <HistoryButton
          label={t('viewer.annotations.undo')}
          icon={Undo2}
          disabled={busy || !canUndo}
          onClick={onUndo}
        />
        <HistoryButton
          label={t('viewer.annotations.redo')}
          icon={Redo2}
          disabled={busy || !canRedo}
          onClick={onRedo}
        />
        <HistoryButton
          label={t('viewer.annotations.clear')}
          icon={Trash2}
          disabled={busy || !canClear}
          onClick={onClear}
        />
      </Group>

      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-white hover:bg-white/15 hover:text-white"
          disabled={saving}
          onClick={onCancel}
        >
          <X aria-hidden />
          {t('viewer.annotations.cancel')}
        </Button>
        <Button
          type="button"
          size="sm"
          className={cn(saving && 'opacity-80')}
          disabled={busy}
          onClick={onSave}
        >
          <Check aria-hidden />
          {saving ? t('viewer.annotations.saving') : t('viewer.annotations.save')}
        </Button>
      </div>
    </div>
  );
}
