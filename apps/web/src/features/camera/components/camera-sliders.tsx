import { useTranslation } from 'react-i18next';
import type { CameraCapture } from '../hooks/use-camera-capture';
import { addCameraTexts } from '../i18n/add-camera-texts';

/** Zoom (when the camera offers it) and the ghost's opacity (while the ghost shows). */
export function CameraSliders({
  capture,
  ghostUrl,
}: {
  capture: CameraCapture;
  ghostUrl: string | null;
}) {
  addCameraTexts();
  const { t } = useTranslation();
  const range = capture.camera.zoom;
  const zoom = capture.zoom ?? range?.min ?? 1;
  const opacityPercent = Math.round(capture.ghostOpacity * 100);
  return (
    <>
      {range ? (
        <label className="flex items-center gap-3 text-xs">
          <span className="shrink-0 whitespace-nowrap">{t('cameraCapture:zoom')}</span>
          <input
            type="range"
            min={range.min}
            max={range.max}
            step={range.step}
            value={zoom}
            onChange={(event) => capture.changeZoom(Number(event.target.value))}
            className="flex-1 accent-amber-400"
          />
          <span className="w-10 text-right tabular-nums">{`${zoom.toFixed(1)}×`}</span>
        </label>
      ) : null}
      {capture.ghost && ghostUrl ? (
        <label className="flex items-center gap-3 text-xs">
          <span className="shrink-0 whitespace-nowrap">{t('cameraCapture:ghost')}</span>
          <input
            type="range"
            min={0}
            max={100}
            step={5}
            aria-label={t('cameraCapture:ghostOpacity')}
            value={opacityPercent}
            onChange={(event) => capture.setGhostOpacity(Number(event.target.value) / 100)}
            className="flex-1 accent-amber-400"
          />
          <span className="w-10 text-right tabular-nums">
            {t('cameraCapture:percent', { value: opacityPercent })}
          </span>
        </label>
      ) : null}
    </>
  );
}
