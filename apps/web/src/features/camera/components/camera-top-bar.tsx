import type { CameraSettings } from '@photodossier/domain/user-settings';
import { Grid3x3, History, ScanFace, Settings2, X, Zap, ZapOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CameraIconButton } from './camera-icon-button';
import { addCameraTexts } from '../i18n/add-camera-texts';

type CameraTopBarProps = {
  title: string;
  subtitle: string | null;
  onClose: () => void;
  flashMode: CameraSettings['flashMode'] | null;
  onFlash: () => void;
  grid: boolean;
  onGrid: () => void;
  ghostAvailable: boolean;
  ghost: boolean;
  onGhost: () => void;
  onTemplate: () => void;
  onSettings: () => void;
};

export function CameraTopBar(props: CameraTopBarProps) {
  addCameraTexts();
  const { t } = useTranslation();
  const flashLabel = props.flashMode ? t(`cameraCapture:flash.${props.flashMode}`) : '';
  return (
    <div className="pointer-events-none absolute inset-x-0 top-0 z-20 bg-gradient-to-b from-black/70 to-transparent px-3 pt-[max(env(safe-area-inset-top),0.75rem)] pb-6 sm:px-5">
      <div className="pointer-events-auto flex items-center gap-2">
        <CameraIconButton aria-label={t('cameraCapture:close')} onClick={props.onClose}>
          <X aria-hidden />
        </CameraIconButton>
        <div className="min-w-0 flex-1 px-1 text-center">
          <h2 className="truncate text-base font-semibold drop-shadow" data-testid="camera-title">
            {props.title}
          </h2>
          {props.subtitle ? (
            <p className="truncate text-xs text-white/75">{props.subtitle}</p>
          ) : null}
        </div>
        <div className="flex items-center gap-1.5 sm:gap-2">
          {props.flashMode ? (
            <CameraIconButton
              aria-label={flashLabel}
              title={flashLabel}
              active={props.flashMode !== 'off'}
              onClick={props.onFlash}
              data-testid="camera-flash"
            >
              {props.flashMode === 'off' ? <ZapOff aria-hidden /> : <Zap aria-hidden />}
              {props.flashMode === 'auto' ? (
                <span
                  aria-hidden
                  className="absolute right-1.5 bottom-1 text-[10px] leading-none font-bold"
                >
                  A
                </span>
              ) : null}
            </CameraIconButton>
          ) : null}
          <CameraIconButton
            aria-label={t('cameraCapture:grid')}
            title={t('cameraCapture:grid')}
            aria-pressed={props.grid}
            active={props.grid}
            onClick={props.onGrid}
          >
            <Grid3x3 aria-hidden />
          </CameraIconButton>
          {props.ghostAvailable ? (
            <CameraIconButton
              aria-label={t('cameraCapture:ghost')}
              title={t('cameraCapture:ghost')}
              aria-pressed={props.ghost}
              active={props.ghost}
              onClick={props.onGhost}
            >
              <History aria-hidden />
            </CameraIconButton>
          ) : null}
          <CameraIconButton
            aria-label={t('cameraCapture:template')}
            title={t('cameraCapture:template')}
            onClick={props.onTemplate}
            className="hidden min-[400px]:inline-flex"
          >
            <ScanFace aria-hidden />
          </CameraIconButton>
          <CameraIconButton
            aria-label={t('cameraCapture:settings')}
            title={t('cameraCapture:settings')}
            onClick={props.onSettings}
          >
            <Settings2 aria-hidden />
          </CameraIconButton>
        </div>
      </div>
    </div>
  );
}
