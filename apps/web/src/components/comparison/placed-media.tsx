import type { Crop } from '@photodossier/domain/comparison';
import { useState } from 'react';
import { placementMatrix } from './placement-matrix';
import type { StageMedia } from './types';

type PlacedMediaProps = {
  media: StageMedia;
  crop: Crop;
  /** Width in CSS pixels of the frame the media is drawn in. */
  frameWidth: number;
  style?: React.CSSProperties;
};

/**
 * A photo (or a video held at one frame) drawn at its placement in the frame, with the same
 * matrix the exports use, so what is seen is what is exported.
 */
export function PlacedMedia({ media, crop, frameWidth, style }: PlacedMediaProps) {
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const matrix = natural ? placementMatrix(media.placement, crop, natural.width, frameWidth) : null;
  const common = {
    className: 'absolute top-0 left-0 max-w-none origin-top-left select-none',
    draggable: false,
    style: {
      ...style,
      width: natural?.width,
      height: natural?.height,
      transform: matrix ? `matrix(${matrix.join(',')})` : undefined,
      visibility: matrix ? ('visible' as const) : ('hidden' as const),
    },
  };
  if (media.kind === 'video') {
    return (
      <video
        {...common}
        src={media.src}
        muted
        playsInline
        preload="auto"
        aria-label={media.alt}
        data-testid="placed-media"
        onLoadedMetadata={(event) => {
          const video = event.currentTarget;
          video.currentTime = media.frameTime ?? 0;
          setNatural({ width: video.videoWidth, height: video.videoHeight });
        }}
      />
    );
  }
  return (
    <img
      {...common}
      src={media.src}
      alt={media.alt}
      data-testid="placed-media"
      onLoad={(event) => {
        const image = event.currentTarget;
        setNatural({ width: image.naturalWidth, height: image.naturalHeight });
      }}
    />
  );
}
