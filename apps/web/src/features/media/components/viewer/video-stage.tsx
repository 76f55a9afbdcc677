import type { PhotoRecord } from '@photodossier/domain/media-record';
import { useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useFitFrame } from '@/components/zoom-stage/use-fit-frame';
import { useViewerKeys } from '@/components/zoom-stage/use-viewer-keys';

/** The video's width/height as the server measured it, null when unknown. */
function recordedRatio(photo: PhotoRecord): number | null {
  if (photo.width && photo.height) return photo.width / photo.height;
  const [width, height] = (photo.video_resolution ?? '').split('x').map(Number);
  return width && height ? width / height : null;
}

/**
 * A video plays its original file with the browser's controls; the poster is its thumbnail.
 * Like a photo it is fitted to the stage: its size comes from the record, then from the
 * file's own metadata (which follows a phone's rotation), never from the poster's small size.
 */
export function VideoStage({ photo, label }: { photo: PhotoRecord; label: string }) {
  const video = useRef<HTMLVideoElement | null>(null);
  const [loadedRatio, setLoadedRatio] = useState<number | null>(null);
  const ratio = loadedRatio ?? recordedRatio(photo);
  const { viewportRef, frame } = useFitFrame<HTMLDivElement>(ratio);
  const sized = ratio !== null && frame.width > 0;
  useViewerKeys({
    togglePlay: () => {
      const element = video.current;
      if (!element) return;
      if (element.paused) void element.play().catch(() => {});
      else element.pause();
    },
  });
  return (
    <div className="flex min-h-0 flex-1 flex-col p-2 sm:p-4">
      <div
        ref={viewportRef}
        data-testid="viewer-video-stage"
        className="relative flex min-h-0 flex-1 items-center justify-center"
      >
        <video
          ref={video}
          key={photo.id}
          src={photo.image_url}
          poster={photo.preview_url ?? photo.thumbnail_url ?? undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={label}
          onLoadedMetadata={(event) => {
            const { videoWidth, videoHeight } = event.currentTarget;
            if (videoWidth > 0 && videoHeight > 0) setLoadedRatio(videoWidth / videoHeight);
          }}
          style={sized ? { width: frame.width, height: frame.height } : undefined}
          // Until its size is known it fills the stage, the picture contained in it.
          className={cn(
            'rounded-lg bg-black',
            sized ? 'object-contain' : 'size-full object-contain',
          )}
        />
      </div>
    </div>
  );
}
