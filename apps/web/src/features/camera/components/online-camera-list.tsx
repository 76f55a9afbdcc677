import type { CameraDevice } from '@photodossier/domain/camera-control';
import { Camera, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { deviceSuffixOf } from '../lib/remote-shutter';

type OnlineCameraListProps = {
  cameras: readonly CameraDevice[];
  selectedId: string;
  onSelect: (deviceId: string) => void;
};

/** The cameras the remote can drive, as a single-choice list. */
export function OnlineCameraList({ cameras, selectedId, onSelect }: OnlineCameraListProps) {
  const { t } = useTranslation();
  return (
    <div
      role="radiogroup"
      aria-label={t('cameraControl.camerasTitle')}
      className="flex flex-col gap-2"
    >
      {cameras.map((camera) => {
        const selected = camera.device_id === selectedId;
        return (
          <button
            key={camera.device_id}
            type="button"
            role="radio"
            aria-checked={selected}
            onClick={() => onSelect(camera.device_id)}
            className={cn(
              'flex w-full items-center gap-3 rounded-xl border px-3 py-3 text-left transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              selected ? 'border-primary bg-primary/10' : 'border-border bg-card hover:bg-accent',
            )}
          >
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
              <Camera aria-hidden className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">
                {t('cameraControl.cameraName', { device: camera.label })}{' '}
                <span className="ml-1.5 font-mono text-xs text-muted-foreground">
                  {deviceSuffixOf(camera.device_id)}
                </span>
              </span>
              <span className="flex items-center gap-1.5 text-xs text-emerald-700 dark:text-emerald-400">
                <span aria-hidden className="size-2 rounded-full bg-emerald-500" />
                {t('cameraControl.online')}
              </span>
            </span>
            {selected ? <Check aria-hidden className="size-5 shrink-0 text-primary" /> : null}
          </button>
        );
      })}
    </div>
  );
}
