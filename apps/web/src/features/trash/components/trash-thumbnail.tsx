import { photoFileUrls } from '@photodossier/domain/photo-urls';
import type { StorageMediaItem } from '@photodossier/domain/storage-media';
import { formatDuration } from '@/lib/format';
import { ImageOff, Play } from 'lucide-react';
import { useState } from 'react';

/**
 * A trashed item's small picture. Decorative: the row writes the file name, type and date
 * next to it. Videos carry a play sign and their m:ss length.
 */
export function TrashThumbnail({ item }: { item: StorageMediaItem }) {
  const src = item.thumbnail_url ?? photoFileUrls.thumbnail(item.id);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span className="relative flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-muted text-muted-foreground">
      {failed === src ? (
        <ImageOff aria-hidden className="size-5" />
      ) : (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailed(src)}
        />
      )}
      {item.media_type === 'video' ? (
        <span
          aria-hidden
          className="absolute right-0.5 bottom-0.5 flex items-center gap-0.5 rounded bg-slate-950/75 px-1 text-[10px] font-medium text-white"
        >
          <Play className="size-2.5 fill-current" />
          {formatDuration(item.duration)}
        </span>
      ) : null}
    </span>
  );
}
