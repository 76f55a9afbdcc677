import type { InjectionPoint } from '@photodossier/domain/injections';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhotoRecords } from '@/lib/api/use-photo-records';
import { Spinner } from '@/components/ui/spinner';
import { ChartMarkers, fractionOf, placeFromKeyboard, type PlaceHandler } from './face-chart';
import { addInjectionTexts } from '../i18n/add-injection-texts';

type PhotoChartProps = {
  photoId: string;
  points: readonly InjectionPoint[];
  selectedId: string | null;
  onPlace: PlaceHandler;
};

/** One of the patient's photos as the chart; points are fractions of the shown image. */
export function PhotoChart({ photoId, points, selectedId, onPlace }: PhotoChartProps) {
  addInjectionTexts();
  const { t } = useTranslation();
  const { photos, failed } = usePhotoRecords([photoId]);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const photo = photos?.[0];
  if (failed) {
    return <p className="text-sm text-muted-foreground">{t('injections:editor.photoMissing')}</p>;
  }
  if (!photo) return <Spinner label={t('injections:loading')} />;
  const label = t('injections:editor.chartLabel', { view: t('injections:labels.views.photo') });
  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={label}
      data-testid="photo-chart"
      className="relative mx-auto w-full max-w-xl cursor-crosshair overflow-hidden rounded-xl border border-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      onClick={(event) => {
        const { x, y } = fractionOf(event);
        onPlace('photo', x, y);
      }}
      onKeyDown={(event) => placeFromKeyboard(event, () => onPlace('photo', 0.5, 0.5))}
    >
      <img
        src={photo.preview_url ?? photo.image_url}
        alt=""
        draggable={false}
        className="block h-auto w-full select-none"
        onLoad={(event) =>
          setSize({
            width: event.currentTarget.naturalWidth,
            height: event.currentTarget.naturalHeight,
          })
        }
      />
      {size ? (
        <svg
          viewBox={`0 0 ${size.width} ${size.height}`}
          preserveAspectRatio="none"
          className="pointer-events-none absolute inset-0 size-full"
          aria-hidden
        >
          <ChartMarkers
            points={points}
            view="photo"
            width={size.width}
            height={size.height}
            selectedId={selectedId}
          />
        </svg>
      ) : null}
    </div>
  );
}
