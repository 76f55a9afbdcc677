import type { FaceRegion } from '@photodossier/domain/face-record';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { regionToPercentBox } from '../lib/face-region-box';

type FaceRegionOverlayProps = {
  regions: readonly FaceRegion[];
  /** Size of the image the regions were measured on. */
  imageWidth: number;
  imageHeight: number;
  /** Text beside each box, e.g. the detection score. */
  labels?: readonly string[];
  className?: string;
};

/**
 * Spec 02 §2.14: draws face regions (x, y, w, h) over a photo. Laid over the image's own box,
 * it scales with it; it never takes clicks from the photo beneath.
 */
export function FaceRegionOverlay({
  regions,
  imageWidth,
  imageHeight,
  labels = [],
  className,
}: FaceRegionOverlayProps) {
  const { t } = useTranslation();
  const boxes = regions
    .map((region, index) => ({ box: regionToPercentBox(region, imageWidth, imageHeight), index }))
    .filter((entry) => entry.box !== null);
  if (boxes.length === 0) return null;
  return (
    <div
      data-testid="face-region-overlay"
      role="img"
      aria-label={t('faces.overlay.label', { count: boxes.length })}
      className={cn('pointer-events-none absolute inset-0', className)}
    >
      {boxes.map(({ box, index }) =>
        box ? (
          <div
            key={index}
            data-testid="face-region"
            className="absolute rounded-md border-2 border-emerald-400 shadow-[0_0_0_1px_rgba(0,0,0,0.45)]"
            style={{
              left: `${box.left}%`,
              top: `${box.top}%`,
              width: `${box.width}%`,
              height: `${box.height}%`,
            }}
          >
            {labels[index] ? (
              <span className="absolute top-0 left-0 rounded-br bg-emerald-500 px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-black">
                {labels[index]}
              </span>
            ) : null}
          </div>
        ) : null,
      )}
    </div>
  );
}
