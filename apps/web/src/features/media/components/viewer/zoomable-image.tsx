import type { PhotoRecord } from '@photodossier/domain/media-record';
import { ImageOff, LoaderCircle } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { AnnotationLayer } from '../annotations/annotation-layer';
import { useFitFrame } from '@/components/zoom-stage/use-fit-frame';
import { useViewerKeys } from '@/components/zoom-stage/use-viewer-keys';
import { useZoomPan } from '@/components/zoom-stage/use-zoom-pan';
import { ZoomControls } from './zoom-controls';
import { useZoomGestures } from '@/components/zoom-stage/use-zoom-gestures';
import { ORIGINAL_FILE_ZOOM } from '@/components/zoom-stage/zoom-pan';

type ZoomableImageProps = {
  photo: PhotoRecord;
  alt: string;
  /** Width/height of the photo, null until known. */
  ratio: number | null;
  onNaturalSize: (width: number, height: number) => void;
  showAnnotations: boolean;
  /** Drawn over the photo, zoomed and panned with it (the face regions). */
  frameOverlay?: ReactNode;
};

/**
 * The photo fitted to the stage, zoomable from 1 to 5 (buttons, wheel, keys, double-click,
 * pinch) and draggable when zoomed. Shows the preview, and the original file once zoomed past
 * 2 or asked for.
 */
export function ZoomableImage({
  photo,
  alt,
  ratio,
  onNaturalSize,
  showAnnotations,
  frameOverlay,
}: ZoomableImageProps) {
  const { t } = useTranslation();
  const { viewportRef, viewport, frame } = useFitFrame<HTMLDivElement>(ratio);
  const controls = useZoomPan(frame, viewport);
  const { zoom, pan } = controls;
  const { stage, handlers } = useZoomGestures(controls);
  const attachStage = useCallback(
    (element: HTMLDivElement | null) => {
      stage.current = element;
      return viewportRef(element);
    },
    [stage, viewportRef],
  );

  const hasPreview = photo.preview_url !== null;
  const [originalAsked, setOriginalAsked] = useState(false);
  const originalForced = zoom > ORIGINAL_FILE_ZOOM;
  const wantsOriginal = hasPreview && (originalAsked || originalForced);
  const [originalMounted, setOriginalMounted] = useState(false);
  const [originalLoaded, setOriginalLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  if (wantsOriginal && !originalMounted) setOriginalMounted(true);

  useViewerKeys({ zoomIn: controls.zoomIn, zoomOut: controls.zoomOut, resetZoom: controls.reset });

  const sized = ratio !== null && frame.width > 0;
  const previewSrc = photo.preview_url ?? photo.image_url;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={attachStage}
        data-testid="viewer-stage"
        data-zoom={zoom}
        className={cn(
          'relative min-h-0 flex-1 touch-none overflow-hidden select-none',
          zoom > 1 ? 'cursor-grab active:cursor-grabbing' : 'cursor-zoom-in',
        )}
        {...handlers}
      >
        {failed ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-white/80">
            <ImageOff aria-hidden className="size-10" />
            <p>{t('viewer.imageFailed')}</p>
          </div>
        ) : (
          <div
            data-testid="photo-frame"
            className={cn('absolute top-1/2 left-1/2', !sized && 'invisible')}
            style={{
              width: sized ? frame.width : undefined,
              height: sized ? frame.height : undefined,
              transform: `translate(-50%, -50%) translate(${pan.x}px, ${pan.y}px) scale(${zoom})`,
            }}
          >
            <img
              src={previewSrc}
              alt={alt}
              draggable={false}
              className={cn('block', sized && 'size-full')}
              onLoad={(event) =>
                onNaturalSize(event.currentTarget.naturalWidth, event.currentTarget.naturalHeight)
              }
              onError={() => setFailed(true)}
            />
            {originalMounted ? (
              <img
                src={photo.image_url}
                alt=""
                aria-hidden
                draggable={false}
                data-testid="original-image"
                className={cn(
                  'absolute inset-0 size-full transition-opacity',
                  wantsOriginal && originalLoaded ? 'opacity-100' : 'opacity-0',
                )}
                onLoad={() => setOriginalLoaded(true)}
              />
            ) : null}
            {showAnnotations && photo.annotations ? (
              <AnnotationLayer annotations={photo.annotations} photoHeight={frame.height} />
            ) : null}
            {frameOverlay}
          </div>
        )}
        {wantsOriginal && !originalLoaded ? (
          <div
            role="status"
            className="absolute top-3 left-3 flex items-center gap-2 rounded-full bg-black/60 px-3 py-1.5 text-xs text-white"
          >
            <LoaderCircle aria-hidden className="size-3.5 animate-spin" />
            {t('viewer.zoom.loadingOriginal')}
          </div>
        ) : null}
      </div>
      <div className="flex justify-center px-2 py-3">
        <ZoomControls
          zoom={zoom}
          canZoomIn={controls.canZoomIn}
          canZoomOut={controls.canZoomOut}
          onZoomIn={controls.zoomIn}
          onZoomOut={controls.zoomOut}
          onReset={controls.reset}
          showsOriginal={hasPreview ? wantsOriginal : true}
          originalForced={!hasPreview || originalForced}
          onToggleOriginal={() => setOriginalAsked((asked) => !asked)}
        />
      </div>
    </div>
  );
}
