import type { PhotoNeighbours } from '@photodossier/domain/media-record';
import { photoFileUrls } from '@photodossier/domain/photo-urls';
import { Download, Eye, EyeOff, Info, Mail, PenLine, Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ViewerButton } from './viewer-button';

type ViewerHeaderProps = {
  title: string;
  subtitle: string | null;
  neighbours: PhotoNeighbours | undefined;
  onClose: () => void;
  /** Download link and image actions appear once the photo is loaded. */
  photoId: string | null;
  downloadName: string | null;
  isImage: boolean;
  hasAnnotations: boolean;
  showAnnotations: boolean;
  onToggleAnnotations: () => void;
  annotating: boolean;
  onAnnotate: () => void;
  /** Moves the photo to the trash, after a confirmation. */
  onDelete: () => void;
  /** Sends the photo by e-mail. */
  onEmail: () => void;
  /** The background-removal control of the loaded photo (remove, or switch to its pair). */
  backgroundControl?: ReactNode;
  panelId: string;
  panelOpen: boolean;
  onTogglePanel: () => void;
};

export function ViewerHeader({
  title,
  subtitle,
  neighbours,
  onClose,
  photoId,
  downloadName,
  isImage,
  hasAnnotations,
  showAnnotations,
  onToggleAnnotations,
  annotating,
  onAnnotate,
  onDelete,
  onEmail,
  backgroundControl,
  panelId,
  panelOpen,
  onTogglePanel,
}: ViewerHeaderProps) {
  const { t } = useTranslation();
  return (
    // On a phone the actions take a second row: beside six buttons the patient's name and the
    // date had a few pixels ("M…", "30/…").
    <div className="flex min-h-14 shrink-0 flex-wrap items-center gap-x-1 border-b border-white/10 bg-black/40 px-1.5 max-sm:pt-1 sm:h-14 sm:flex-nowrap sm:gap-2 sm:px-3">
      <ViewerButton label={t('viewer.close')} onClick={onClose}>
        <X aria-hidden />
      </ViewerButton>
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-sm font-semibold text-white sm:text-base">{title}</h2>
        {subtitle ? <p className="truncate text-xs text-white/75">{subtitle}</p> : null}
      </div>
      {neighbours && neighbours.position > 0 ? (
        <p
          data-testid="viewer-position"
          aria-label={t('viewer.positionLabel', neighbours)}
          className="shrink-0 px-1 text-sm text-white/85 tabular-nums"
        >
          {t('viewer.position', neighbours)}
        </p>
      ) : null}
      {photoId ? (
        <div
          data-testid="viewer-actions"
          className="flex shrink-0 items-center max-sm:w-full max-sm:justify-between"
        >
          {isImage && hasAnnotations && !annotating ? (
            <ViewerButton
              label={showAnnotations ? t('viewer.annotations.hide') : t('viewer.annotations.show')}
              onClick={onToggleAnnotations}
            >
              {showAnnotations ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
            </ViewerButton>
          ) : null}
          {isImage ? (
            <button
              type="button"
              aria-pressed={annotating}
              onClick={onAnnotate}
              disabled={annotating}
              className="inline-flex h-10 items-center gap-2 rounded-full px-2.5 text-sm font-medium text-white/90 transition-colors hover:bg-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white/80 disabled:cursor-default aria-pressed:bg-white/20 aria-pressed:text-white sm:px-3.5 [&_svg]:size-5"
            >
              <PenLine aria-hidden />
              <span className="max-sm:sr-only">{t('viewer.annotations.annotate')}</span>
            </button>
          ) : null}
          <a
            href={photoFileUrls.download(photoId)}
            download={downloadName ?? true}
            aria-label={t('viewer.download')}
            title={downloadName ? t('viewer.downloadAs', { name: downloadName }) : undefined}
            data-testid="viewer-download"
            className="inline-flex size-10 items-center justify-center rounded-full text-white/90 transition-colors hover:bg-white/15 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white/80 [&_svg]:size-5"
          >
            <Download aria-hidden />
          </a>
          {annotating ? null : backgroundControl}
          {annotating ? null : (
            <ViewerButton label={t('viewer.email')} onClick={onEmail}>
              <Mail aria-hidden />
            </ViewerButton>
          )}
          {annotating ? null : (
            <ViewerButton label={t('viewer.delete')} onClick={onDelete}>
              <Trash2 aria-hidden />
            </ViewerButton>
          )}
          <ViewerButton
            label={t('viewer.panel.title')}
            aria-expanded={panelOpen}
            aria-controls={panelOpen ? panelId : undefined}
            onClick={onTogglePanel}
          >
            <Info aria-hidden />
          </ViewerButton>
        </div>
      ) : null}
    </div>
  );
}
