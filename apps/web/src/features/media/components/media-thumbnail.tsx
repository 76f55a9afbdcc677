import { formatDate, type DateDisplay } from '@/lib/format';
import type { PhotoListItem } from '@photodossier/domain/media-record';
import { Play } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useDateDisplay } from '@/lib/date-display';
import { TEXT_SLOT, textTemplate } from '@/lib/i18n/text-template';
import { LazyVideoThumbnail } from './lazy-video-thumbnail';
import { MediaImage } from './media-image';
import { DurationText } from '@/components/duration-text';

export type ThumbnailPhoto = Pick<
  PhotoListItem,
  'id' | 'media_type' | 'date_prise' | 'duration' | 'thumbnail_url' | 'preview_url' | 'image_url'
>;

type AltPhoto = Pick<PhotoListItem, 'media_type' | 'date_prise'>;

/**
 * "Photo du 14/05/2024" / "Vidéo du 14/05/2024", every thumbnail's alternative text. A grid
 * makes the maker once: the two texts are translated once, then filled per photo.
 */
export function thumbnailAltMaker(t: TFunction, dates: DateDisplay): (photo: AltPhoto) => string {
  const photoAlt = textTemplate(t('media.thumbnail.photoAlt', { date: TEXT_SLOT }));
  const videoAlt = textTemplate(t('media.thumbnail.videoAlt', { date: TEXT_SLOT }));
  return (photo) => {
    const date = formatDate(photo.date_prise, dates);
    return photo.media_type === 'video' ? videoAlt(date) : photoAlt(date);
  };
}

export function useThumbnailAlt(photo: AltPhoto): string {
  const { t } = useTranslation();
  return thumbnailAltMaker(t, useDateDisplay())(photo);
}

type MediaThumbnailProps = {
  photo: ThumbnailPhoto;
  className?: string;
  /** Already computed by the caller (a gallery tile); otherwise made here. */
  alt?: string;
  /** How a photo's image waits for its pixels (see MediaImage). */
  placeholder?: 'pulse' | 'still' | undefined;
};

/** A photo's thumbnail, or a video's lazy thumbnail with a play sign and its m:ss length. */
export function MediaThumbnail(props: MediaThumbnailProps) {
  return props.alt === undefined ? (
    <MediaThumbnailWithAlt {...props} />
  ) : (
    <MediaThumbnailView {...props} alt={props.alt} />
  );
}

function MediaThumbnailWithAlt(props: MediaThumbnailProps) {
  const alt = useThumbnailAlt(props.photo);
  return <MediaThumbnailView {...props} alt={alt} />;
}

function MediaThumbnailView({
  photo,
  className,
  alt,
  placeholder,
}: MediaThumbnailProps & { alt: string }) {
  if (photo.media_type !== 'video') {
    return (
      <MediaImage
        src={photo.thumbnail_url ?? photo.preview_url ?? photo.image_url}
        alt={alt}
        photoId={photo.id}
        frameClassName={className}
        placeholder={placeholder}
      />
    );
  }

  return (
    <div className={cn('relative size-full', className)}>
      <LazyVideoThumbnail videoUrl={photo.image_url} posterUrl={photo.thumbnail_url} alt={alt} />
      <span
        aria-hidden
        className="pointer-events-none absolute inset-0 flex items-center justify-center"
      >
        <span className="flex size-10 items-center justify-center rounded-full bg-slate-950/55 text-white shadow-md ring-1 ring-white/30 backdrop-blur-sm">
          <Play className="ml-0.5 size-5 fill-current" />
        </span>
      </span>
      <span
        data-testid="video-duration"
        className="pointer-events-none absolute right-1.5 bottom-1.5 rounded-md bg-slate-950/75 px-1.5 py-0.5 text-[0.7rem] font-semibold text-white tabular-nums"
      >
        <DurationText seconds={photo.duration} />
      </span>
    </div>
  );
}
