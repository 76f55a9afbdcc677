import { Switch } from '@/components/ui/switch';
import type { CameraSettings } from '@photodossier/domain/user-settings';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';
import { CAMERA_TEMPLATES } from '../lib/camera-templates';
import { addCameraTexts } from '../i18n/add-camera-texts';

type CameraSettingsSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: CameraSettings;
  onChange: (patch: Partial<CameraSettings>) => void;
  ghostAvailable: boolean;
  ghostOpacity: number;
  onGhostOpacity: (value: number) => void;
};

function Slider({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  addCameraTexts();
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between text-sm">
        <label htmlFor={id}>{label}</label>
        <span className="text-white/70 tabular-nums">
          {t('cameraCapture:percent', { value: Math.round(value * 100) })}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={5}
        value={Math.round(value * 100)}
        onChange={(event) => onChange(Number(event.target.value) / 100)}
        className="w-full accent-amber-400"
      />
    </div>
  );
}

function Toggle({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
        {hint ? <span className="text-xs text-white/60">{hint}</span> : null}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        className="mt-0.5 data-[state=checked]:bg-amber-400"
      />
    </div>
  );
}

/** The camera's own settings, kept per user (spec 01 §3 cameraSettings). */
export function CameraSettingsSheet(props: CameraSettingsSheetProps) {
  addCameraTexts();
  const { t } = useTranslation();
  const { settings, onChange } = props;
  return (
    <Sheet open={props.open} onOpenChange={props.onOpenChange}>
      <SheetContent
        side="bottom"
        closeLabel={t('cameraCapture:close')}
        closeClassName="text-white/70"
        aria-describedby={undefined}
        className="border-white/10 bg-neutral-900/95 text-white"
      >
        <SheetTitle>{t('cameraCapture:settingsTitle')}</SheetTitle>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">{t('cameraCapture:template')}</legend>
          <div className="grid grid-cols-3 gap-2">
            {CAMERA_TEMPLATES.map((template) => {
              const selected = settings.selectedTemplate === template.id;
              return (
                <button
                  key={template.id}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onChange({ selectedTemplate: template.id })}
                  className={cn(
                    'flex flex-col items-center gap-1 rounded-xl border p-2 text-xs transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-400',
                    selected
                      ? 'border-amber-400 bg-amber-400/15 text-amber-200'
                      : 'border-white/15 hover:bg-white/10',
                  )}
                >
                  <svg aria-hidden viewBox="0 0 100 100" className="size-10">
                    {template.paths.map((path) => (
                      <path
                        key={path}
                        d={path}
                        fill="none"
                        stroke="currentColor"
                        strokeWidth={4}
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    ))}
                  </svg>
                  {t(`cameraCapture:templates.${template.labelKey}`)}
                </button>
              );
            })}
          </div>
        </fieldset>
        <Slider
          label={t('cameraCapture:overlayOpacity')}
          value={settings.overlayOpacity}
          onChange={(overlayOpacity) => onChange({ overlayOpacity })}
        />
        {props.ghostAvailable ? (
          <Slider
            label={t('cameraCapture:ghostOpacity')}
            value={props.ghostOpacity}
            onChange={props.onGhostOpacity}
          />
        ) : null}
        <div className="flex flex-col gap-3 border-t border-white/10 pt-4">
          <Toggle
            label={t('cameraCapture:grid')}
            checked={settings.isGridMode}
            onChange={(isGridMode) => onChange({ isGridMode })}
          />
          <Toggle
            label={t('cameraCapture:faceRecognition')}
            hint={t('cameraCapture:faceRecognitionHint')}
            checked={settings.faceRecognitionEnabled}
            onChange={(faceRecognitionEnabled) => onChange({ faceRecognitionEnabled })}
          />
          <Toggle
            label={t('cameraCapture:autoEmail')}
            hint={t('cameraCapture:autoEmailHint')}
            checked={settings.autoEmailEnabled}
            onChange={(autoEmailEnabled) => onChange({ autoEmailEnabled })}
          />
          <Toggle
            label={t('cameraCapture:autoBackgroundRemoval')}
            hint={t('cameraCapture:autoBackgroundRemovalHint')}
            checked={settings.autoBackgroundRemovalEnabled}
            onChange={(autoBackgroundRemovalEnabled) => onChange({ autoBackgroundRemovalEnabled })}
          />
        </div>
        <div className="flex flex-col gap-1 border-t border-white/10 pt-4">
          <p className="text-sm font-medium">{t('cameraCapture:remote.title')}</p>
          <p className="text-xs text-white/60">
            {t('cameraCapture:remote.hint', { url: `${window.location.origin}/camera-control` })}
          </p>
        </div>
      </SheetContent>
    </Sheet>
  );
}
