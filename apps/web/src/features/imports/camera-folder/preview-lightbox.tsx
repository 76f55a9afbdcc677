import { PREVIEW_ZOOM } from '@photodossier/domain/layout';
import { ChevronLeft, ChevronRight, Maximize, Minus, Plus, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { useFitFrame } from '@/components/zoom-stage/use-fit-frame';
import { useViewerKeys } from '@/components/zoom-stage/use-viewer-keys';
import { useZoomGestures } from '@/components/zoom-stage/use-zoom-gestures';
import { useZoomPan } from '@/components/zoom-stage/use-zoom-pan';
import { zoomPercent } from '@/components/zoom-stage/zoom-pan';
import { cn } from '@/lib/cn';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate, formatSize } from '@/lib/format';

export type PreviewItem = { readonly file: File };

type PreviewLightboxProps = {
  items: readonly PreviewItem[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  autoPreview: boolean;
  onAutoPreviewChange: (enabled: boolean) => void;
};

function useObjectUrl(file: File): string {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return url;
}

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-full text-white hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none disabled:opacity-40';

function ImageStage({ file, alt }: { file: File; alt: string }) {
  const { t } = useTranslation();
  const url = useObjectUrl(file);
  const [ratio, setRatio] = useState<number | null>(null);
  const { viewportRef, viewport, frame } = useFitFrame<HTMLDivElement>(ratio);
  const controls = useZoomPan(frame, viewport);
  const { stage, handlers } = useZoomGestures(controls);
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      stage.current = element;
      viewportRef(element);
    },
    [stage, viewportRef],
  );
  useViewerKeys({ zoomIn: controls.zoomIn, zoomOut: controls.zoomOut, resetZoom: controls.reset });
  const sized = ratio !== null && frame.width > 0;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={attach}
        data-testid="lightbox-stage"
        data-zoom={controls.zoom}
        className={cn(
          'relative min-h-0 flex-1 touch-none overflow-hidden select-none',
          controls.zoom > 1 ? 'cursor-grab active:cursor-grabbing' : 'cursor-zoom-in',
        )}
        {...handlers}
      >
        <img
          src={url}
          alt={alt}
          draggable={false}
          className={cn('absolute top-1/2 left-1/2 max-w-none', !sized && 'invisible')}
          style={{
            width: sized ? frame.width : undefined,
            height: sized ? frame.height : undefined,
            transform: `translate(-50%, -50%) translate(${controls.pan.x}px, ${controls.pan.y}px) scale(${controls.zoom})`,
          }}
          onLoad={(event) =>
            setRatio(event.currentTarget.naturalWidth / event.currentTarget.naturalHeight)
          }
        />
      </div>
      <div className="flex items-center justify-center gap-1 py-2 text-white">
        <button
          type="button"
          className={iconButton}
          onClick={controls.zoomOut}
          disabled={!controls.canZoomOut}
          aria-label={t('autoImport:lightbox.zoomOut')}
        >
          <Minus aria-hidden className="size-4" />
        </button>
        <span
          data-testid="lightbox-zoom"
          className="min-w-16 text-center text-sm tabular-nums"
          aria-label={t('autoImport:lightbox.zoomLevel', { percent: zoomPercent(controls.zoom) })}
        >
          {zoomPercent(controls.zoom)}%
        </span>
        <button
          type="button"
          className={iconButton}
          onClick={controls.zoomIn}
          disabled={!controls.canZoomIn || controls.zoom >= PREVIEW_ZOOM.max}
          aria-label={t('autoImport:lightbox.zoomIn')}
        >
          <Plus aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          className={iconButton}
          onClick={controls.reset}
          aria-label={t('autoImport:lightbox.resetZoom')}
        >
          <Maximize aria-hidden className="size-4" />
        </button>
      </div>
    </div>
  );
}

function VideoStage({ file }: { file: File }) {
  const url = useObjectUrl(file);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  useViewerKeys({
    togglePlay: () => {
      if (!video) return;
      if (video.paused) void video.play();
      else video.pause();
    },
  });
  return (
    <div className="flex min-h-0 flex-1 items-center justify-center p-4">
      <video ref={setVideo} src={url} controls className="max-h-full max-w-full" />
    </div>
  );
}

/**
 * The preview lightbox of spec 02 §2.7: new photos from the camera folder, one at a time, with
 * name, size and date, "index / total", wrap-around navigation and zoom for images. Keying the
 * stage by the item resets zoom and pan on each change.
 */
export function PreviewLightbox({
  items,
  index,
  onIndexChange,
  onClose,
  autoPreview,
  onAutoPreviewChange,
}: PreviewLightboxProps) {
  const { t } = useTranslation();
  const display = useDateDisplay();
  const total = items.length;
  const current = items[Math.min(index, total - 1)];
  const step = useCallback(
    (delta: number) => {
      if (total > 1) onIndexChange((index + delta + total) % total);
    },
    [index, onIndexChange, total],
  );
  useViewerKeys({ previous: () => step(-1), next: () => step(1) });
  if (!current) return null;
  const { file } = current;
  const isVideo = file.type.startsWith('video/');

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        data-testid="preview-lightbox"
        className="flex h-dvh max-h-dvh w-full max-w-none flex-col gap-0 rounded-none border-0 bg-black/95 p-0 text-white sm:max-w-none"
      >
        <header className="flex flex-wrap items-center gap-3 px-4 py-3">
          <div className="min-w-0 flex-1">
            <DialogTitle className="truncate text-base" data-testid="lightbox-file-name">
              {file.name}
            </DialogTitle>
            <DialogDescription className="text-xs text-white/70">
              {formatSize(file.size, display.language)} ·{' '}
              {formatDate(file.lastModified, display, { time: true })}
            </DialogDescription>
          </div>
          <span data-testid="lightbox-counter" className="text-sm tabular-nums">
            {t('autoImport:lightbox.counter', { index: index + 1, total })}
          </span>
          <label className="flex items-center gap-2 text-sm">
            <Switch checked={autoPreview} onCheckedChange={onAutoPreviewChange} />
            {t('autoImport:lightbox.autoPreview')}
          </label>
          <button
            type="button"
            className={iconButton}
            onClick={onClose}
            aria-label={t('autoImport:lightbox.close')}
          >
            <X aria-hidden className="size-5" />
          </button>
        </header>
        <div className="relative flex min-h-0 flex-1">
          {isVideo ? (
            <VideoStage key={`${index}:${file.name}`} file={file} />
          ) : (
            <ImageStage key={`${index}:${file.name}`} file={file} alt={file.name} />
          )}
          {total > 1 ? (
            <>
              <button
                type="button"
                className={cn(iconButton, 'absolute top-1/2 left-2 -translate-y-1/2 bg-black/40')}
                onClick={() => step(-1)}
                aria-label={t('autoImport:lightbox.previous')}
              >
                <ChevronLeft aria-hidden className="size-6" />
              </button>
              <button
                type="button"
                className={cn(iconButton, 'absolute top-1/2 right-2 -translate-y-1/2 bg-black/40')}
                onClick={() => step(1)}
                aria-label={t('autoImport:lightbox.next')}
              >
                <ChevronRight aria-hidden className="size-6" />
              </button>
            </>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
