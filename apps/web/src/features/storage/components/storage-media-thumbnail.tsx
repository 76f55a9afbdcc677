import type { StorageMediaItem } from '@photodossier/domain/storage-media';
import { ImageOff, Play, Video } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

type StorageMediaThumbnailProps = {
  item: Pick<StorageMediaItem, 'media_type' | 'thumbnail_url'>;
  className?: string;
  /** Draws the play mark over videos (cards); rows are too small for it. */
  playMark?: boolean;
};

/** The item's thumbnail, or its video poster; an icon when there is none or it fails. */
export function StorageMediaThumbnail({
  item,
  className,
  playMark = false,
}: StorageMediaThumbnailProps) {
  const [failed, setFailed] = useState(false);
  const isVideo = item.media_type === 'video';
  const FallbackIcon = isVideo ? Video : ImageOff;
  return (
    <div className={cn('relative overflow-hidden bg-muted', className)}>
      {item.thumbnail_url && !failed ? (
        <img
          src={item.thumbnail_url}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-muted-foreground">
          <FallbackIcon aria-hidden className="size-1/3 max-h-8 max-w-8" />
        </div>
      )}
      {isVideo && playMark ? (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <span className="flex size-9 items-center justify-center rounded-full bg-slate-950/60 text-white">
            <Play aria-hidden className="size-4 fill-current" />
          </span>
        </div>
      ) : null}
    </div>
  );
}
