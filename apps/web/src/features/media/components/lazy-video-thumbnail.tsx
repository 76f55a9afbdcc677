import {
  LAZY_VIDEO_THUMBNAIL,
  VIDEO_PREVIEW_SEEK_SECONDS,
} from '@photodossier/domain/media-timings';
import { VideoOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

type Stage = 'waiting' | 'poster' | 'video' | 'failed';

type LazyVideoThumbnailProps = {
  videoUrl: string;
  /** The poster JPEG; without one (or when it fails) the video's first frames are shown. */
  posterUrl: string | null;
  alt: string;
  className?: string;
};

/**
 * A video's thumbnail, loaded only once it nears the viewport (threshold 0.1, margin 50 px):
 * its poster, else the video itself at 0.1 s, else "Vidéo non disponible" (spec 01 §2).
 */
export function LazyVideoThumbnail({
  videoUrl,
  posterUrl,
  alt,
  className,
}: LazyVideoThumbnailProps) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<Stage>('waiting');
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (stage !== 'waiting') return;
    const start = () => setStage(posterUrl ? 'poster' : 'video');
    const frame = frameRef.current;
    if (!frame || typeof IntersectionObserver === 'undefined') {
      start();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      {
        threshold: LAZY_VIDEO_THUMBNAIL.visibilityThreshold,
        rootMargin: `${LAZY_VIDEO_THUMBNAIL.rootMarginPx}px`,
      },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [stage, posterUrl]);

  return (
    <div
      ref={frameRef}
      data-stage={stage}
      className={cn('relative size-full overflow-hidden bg-muted', className)}
    >
      {stage === 'poster' && posterUrl ? (
        <img
          src={posterUrl}
          alt={alt}
          decoding="async"
          onLoad={() => setReady(true)}
          onError={() => {
            setReady(false);
            setStage('video');
          }}
          className={cn('size-full object-cover', !ready && 'opacity-0')}
        />
      ) : null}
      {stage === 'video' ? (
        <video
          src={videoUrl}
          aria-label={alt}
          preload="metadata"
          muted
          playsInline
          onLoadedMetadata={(event) => {
            event.currentTarget.currentTime = VIDEO_PREVIEW_SEEK_SECONDS;
          }}
          onLoadedData={() => setReady(true)}
          onError={() => setStage('failed')}
          className={cn('pointer-events-none size-full object-cover', !ready && 'opacity-0')}
        />
      ) : null}
      {stage === 'failed' ? (
        <div
          role="img"
          aria-label={`${alt}, ${t('media.video.unavailable')}`}
          className="absolute inset-0 flex flex-col items-center justify-center gap-1 p-2 text-center text-xs text-muted-foreground"
        >
          <VideoOff aria-hidden className="size-5" />
          <span aria-hidden className="font-medium">
            {t('media.video.unavailable')}
          </span>
          <span aria-hidden>{t('media.video.tryReload')}</span>
        </div>
      ) : null}
      {!ready && stage !== 'failed' ? (
        <span aria-hidden className="absolute inset-0 animate-pulse bg-muted" />
      ) : null}
    </div>
  );
}
