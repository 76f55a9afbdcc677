import { IMAGE_FAILURE_CLEANUP_DELAY_MS } from '@photodossier/domain/media-timings';
import { ImageOff, LoaderCircle } from 'lucide-react';
import { useEffect, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { checkMediaUrl } from '../api/check-media-url';
import { markPhotoDeleted } from '../lib/deleted-photos';
import { isKnownFailedImageUrl, rememberFailedImageUrl } from '../lib/failed-image-urls';

export type MediaImageState = 'loading' | 'loaded' | 'failed' | 'cleaning';

type MediaImageProps = Omit<ComponentProps<'img'>, 'src' | 'alt' | 'onLoad' | 'onError'> & {
  src: string;
  alt: string;
  /** Lets a failed image run the orphan check for its photo. */
  photoId?: string | undefined;
  /** Classes of the frame that holds the image and its fallbacks. */
  frameClassName?: string;
  /**
   * `still`: the muted frame alone stands for the image until it paints, with no pulse and no
   * fade. A grid mounts dozens of thumbnails per scrolled screen, and a running animation on
   * each made the browser restyle and recomposite them on every frame.
   */
  placeholder?: 'pulse' | 'still' | undefined;
};

/**
 * An image with its loading, "Image non disponible" and "Nettoyage..." states (spec 01 §2,
 * §4). When it fails and belongs to a photo, the photo's file is checked with HEAD: a 404
 * hides the photo from lists (the local deleted set) and never deletes anything.
 */
export function MediaImage(props: MediaImageProps) {
  return <MediaImageForSource key={props.src} {...props} />;
}

function MediaImageForSource({
  src,
  alt,
  photoId,
  className,
  frameClassName,
  placeholder = 'pulse',
  loading = 'lazy',
  ...imgProps
}: MediaImageProps) {
  const pulse = placeholder === 'pulse';
  const [alreadyFailed] = useState(() => isKnownFailedImageUrl(src));
  const [state, setState] = useState<MediaImageState>(alreadyFailed ? 'failed' : 'loading');
  const [cleanupDelay, setCleanupDelay] = useState<number | null>(
    alreadyFailed && photoId ? 0 : null,
  );

  useEffect(() => {
    if (cleanupDelay === null || !photoId) return;
    let active = true;
    const timer = setTimeout(() => {
      setState('cleaning');
      void checkMediaUrl(src).then((found) => {
        if (found === 'missing') markPhotoDeleted(photoId);
        if (active) setState('failed');
      });
    }, cleanupDelay);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [cleanupDelay, photoId, src]);

  function failed() {
    rememberFailedImageUrl(src);
    setState('failed');
    if (photoId) setCleanupDelay(IMAGE_FAILURE_CLEANUP_DELAY_MS);
  }

  return (
    <div
      data-state={state}
      className={cn('relative size-full overflow-hidden bg-muted', frameClassName)}
    >
      {state === 'loading' || state === 'loaded' ? (
        <img
          src={src}
          alt={alt}
          loading={loading}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={failed}
          className={cn(
            'size-full object-cover',
            pulse && 'transition-opacity duration-200',
            pulse && (state === 'loading' ? 'opacity-0' : 'opacity-100'),
            className,
          )}
          {...imgProps}
        />
      ) : null}
      {pulse && state === 'loading' ? (
        <span aria-hidden className="absolute inset-0 animate-pulse bg-muted" />
      ) : null}
      {state === 'failed' || state === 'cleaning' ? (
        <ImageFallback alt={alt} cleaning={state === 'cleaning'} />
      ) : null}
    </div>
  );
}

// Its own component so that the many images that load fine never subscribe to translations.
function ImageFallback({ alt, cleaning }: { alt: string; cleaning: boolean }) {
  const { t } = useTranslation();
  const status = cleaning ? t('media.image.cleaning') : t('media.image.unavailable');
  return (
    <div
      role="img"
      aria-label={`${alt}, ${status}`}
      className="absolute inset-0 flex flex-col items-center justify-center gap-1.5 p-2 text-center text-xs text-muted-foreground"
    >
      {cleaning ? (
        <LoaderCircle aria-hidden className="size-5 animate-spin" />
      ) : (
        <ImageOff aria-hidden className="size-5" />
      )}
      <span aria-hidden>{status}</span>
    </div>
  );
}
