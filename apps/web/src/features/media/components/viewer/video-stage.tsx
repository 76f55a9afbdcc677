import type { PhotoRecord } from '@photodossier/domain/media-record';
import { useRef } from 'react';
import { useViewerKeys } from './use-viewer-keys';

/** A video plays its original file with the browser's controls; the poster is its thumbnail. */
export function VideoStage({ photo, label }: { photo: PhotoRecord; label: string }) {
  const video = useRef<HTMLVideoElement | null>(null);
  useViewerKeys({
    togglePlay: () => {
      const element = video.current;
      if (!element) return;
      if (element.paused) void element.play().catch(() => {});
      else element.pause();
    },
  });
  return (
    <div className="flex min-h-0 flex-1 items-center justify-center p-2 sm:p-4">
      <video
        ref={video}
        key={photo.id}
        src={photo.image_url}
        poster={photo.preview_url ?? photo.thumbnail_url ?? undefined}
        controls
        playsInline
        preload="metadata"
        aria-label={label}
        className="max-h-full max-w-full rounded-lg bg-black"
      />
    </div>
  );
}
