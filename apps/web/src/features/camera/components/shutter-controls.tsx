import { SwitchCamera } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { CameraIconButton } from './camera-icon-button';
import { addCameraTexts } from '../i18n/add-camera-texts';

export type CaptureMode = 'photo' | 'video';

type ShutterControlsProps = {
  mode: CaptureMode;
  onMode: (mode: CaptureMode) => void;
  recording: boolean;
  disabled: boolean;
  onShutter: () => void;
  canSwitch: boolean;
  onSwitch: () => void;
  /** Left slot: the last shot, like a camera app's gallery button. */
  start?: React.ReactNode;
};

export function ShutterControls(props: ShutterControlsProps) {
  addCameraTexts();
  const { t } = useTranslation();
  const shutterLabel =
    props.mode === 'photo'
      ? t('cameraCapture:shutter')
      : props.recording
        ? t('cameraCapture:stopRecording')
        : t('cameraCapture:startRecording');
  return (
    <div className="flex flex-col items-center gap-3">
      <div
        role="radiogroup"
        aria-label={t('cameraCapture:modes.label')}
        className="flex items-center gap-1 rounded-full bg-black/40 p-1 text-xs font-semibold tracking-wide uppercase backdrop-blur-md"
      >
        {(['photo', 'video'] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            role="radio"
            aria-checked={props.mode === mode}
            disabled={props.recording}
            onClick={() => props.onMode(mode)}
            className={cn(
              'rounded-full px-4 py-1.5 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white',
              props.mode === mode ? 'bg-white/90 text-black' : 'text-white/80 hover:text-white',
            )}
          >
            {t(`cameraCapture:modes.${mode}`)}
          </button>
        ))}
      </div>
      <div className="grid w-full max-w-sm grid-cols-3 items-center">
        <div className="flex justify-start pl-2">{props.start}</div>
        <div className="flex justify-center">
          <button
            type="button"
            aria-label={shutterLabel}
            data-testid="camera-shutter"
            disabled={props.disabled}
            onClick={props.onShutter}
            className="group flex size-[76px] items-center justify-center rounded-full border-[5px] border-white/90 transition-transform focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 active:scale-95 disabled:opacity-50"
          >
            <span
              aria-hidden
              className={cn(
                'block transition-all duration-200',
                props.mode === 'photo' &&
                  'size-[58px] rounded-full bg-white group-hover:bg-white/85',
                props.mode === 'video' && !props.recording && 'size-[58px] rounded-full bg-red-600',
                props.recording && 'size-7 rounded-md bg-red-600',
              )}
            />
          </button>
        </div>
        <div className="flex justify-end pr-2">
          {props.canSwitch ? (
            <CameraIconButton
              aria-label={t('cameraCapture:switchCamera')}
              title={t('cameraCapture:switchCamera')}
              disabled={props.recording}
              onClick={props.onSwitch}
              className="size-12"
            >
              <SwitchCamera aria-hidden />
            </CameraIconButton>
          ) : null}
        </div>
      </div>
    </div>
  );
}
