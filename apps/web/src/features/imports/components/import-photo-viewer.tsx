import { ChevronLeft, ChevronRight, Film, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ImportPhoto } from '../lib/import-model';

type ImportPhotoViewerProps = {
  photos: readonly ImportPhoto[];
  /** The photo on screen; null when closed. */
  photoId: string | null;
  onNavigate: (photoId: string) => void;
  onClose: () => void;
};

const navButton =
  'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 text-white backdrop-blur transition hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white';

/** The dialog's photos at full size, previous and next by button or arrow key; the walk wraps. */
export function ImportPhotoViewer({
  photos,
  photoId,
  onNavigate,
  onClose,
}: ImportPhotoViewerProps) {
  const { t } = useTranslation();
  const index = photoId ? photos.findIndex((photo) => photo.id === photoId) : -1;
  const photo = index >= 0 ? photos[index] : undefined;
  const open = photo !== undefined;

  function step(delta: number) {
    if (photos.length < 2 || index < 0) return;
    const next = photos[(index + delta + photos.length) % photos.length];
    if (next) onNavigate(next.id);
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/90 backdrop-blur-sm" />
        <DialogPrimitive.Content
          data-testid="import-photo-viewer"
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
          onKeyDown={(event) => {
            if (event.key === 'ArrowLeft') {
              event.preventDefault();
              step(-1);
            } else if (event.key === 'ArrowRight') {
              event.preventDefault();
              step(1);
            }
          }}
        >
          <header className="flex items-center gap-3 px-4 py-3">
            <DialogPrimitive.Title className="min-w-0 flex-1 truncate text-sm font-medium">
              {photo?.name ?? t('importDialog.viewer.title')}
            </DialogPrimitive.Title>
            <span className="text-sm tabular-nums text-white/70">
              {t('importDialog.viewer.position', { index: index + 1, total: photos.length })}
            </span>
            <DialogPrimitive.Close
              aria-label={t('importDialog.viewer.close')}
              className="inline-flex size-10 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
            >
              <X aria-hidden className="size-5" />
            </DialogPrimitive.Close>
          </header>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 pb-6 sm:px-20">
            {photo?.preview ? (
              photo.mediaType === 'video' && photo.file !== null ? (
                <video
                  key={photo.id}
                  src={photo.preview}
                  controls
                  className="size-full object-contain"
                />
              ) : (
                <img
                  key={photo.id}
                  src={photo.preview}
                  alt={photo.name}
                  className="size-full object-contain drop-shadow-2xl"
                />
              )
            ) : (
              <Film aria-hidden className="size-16 text-white/50" />
            )}
            {photos.length > 1 ? (
              <>
                <button
                  type="button"
                  onClick={() => step(-1)}
                  aria-label={t('importDialog.viewer.previous')}
                  className={`${navButton} left-2 sm:left-4`}
                >
                  <ChevronLeft aria-hidden className="size-6" />
                </button>
                <button
                  type="button"
                  onClick={() => step(1)}
                  aria-label={t('importDialog.viewer.next')}
                  className={`${navButton} right-2 sm:right-4`}
                >
                  <ChevronRight aria-hidden className="size-6" />
                </button>
              </>
            ) : null}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
