import type { PhotoRecord, PhotoScope } from '@photodossier/domain/media-record';
import { FocusScope } from '@radix-ui/react-focus-scope';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { AnnotationEditor } from '../annotations/annotation-editor';
import { BackgroundVariantButton } from './background-variant-button';
import { SendEmailDialog } from '../send-email-dialog';
import { DeletePhotosDialog } from '../delete-photos-dialog';
import { PhotoInfoPanel } from './photo-info-panel';
import { usePhotoViewer, type PhotoViewerModel } from './use-photo-viewer';
import { VideoStage } from './video-stage';
import { ViewerButton } from './viewer-button';
import { ViewerHeader } from './viewer-header';
import { ViewerLoadFailed, ViewerLoading, ViewerNotFound } from './viewer-states';
import { ZoomableImage } from './zoomable-image';

/** What other features add to the viewer, composed by the app (face suggestions). */
export type PhotoViewerExtensions = {
  /** Drawn over the image, following its zoom and pan. */
  renderImageOverlay?: (photo: PhotoRecord) => ReactNode;
  /** Shown above the stage's top-left corner. */
  renderStageAddon?: (photo: PhotoRecord) => ReactNode;
};

type PhotoViewerProps = {
  photoId: string;
  /** The patient of the address (/patient/{patientId}/photo/{photoId}), else null. */
  routePatientId: string | null;
  scope: PhotoScope;
  extensions?: PhotoViewerExtensions | undefined;
};

/**
 * The photo viewer: full screen on a dark backdrop, above the bare layout. It behaves as a modal
 * dialog: focus starts and stays in it, and Escape closes it. The state lives in usePhotoViewer.
 */
export function PhotoViewer({ photoId, routePatientId, scope, extensions }: PhotoViewerProps) {
  const { t } = useTranslation();
  const viewer = usePhotoViewer(photoId, routePatientId, scope);
  const {
    photo,
    neighbours,
    navigation,
    patientName,
    downloadName,
    dateText,
    mediaLabel,
    previousId,
    nextId,
    annotating,
    panelOpen,
    deleting,
  } = viewer;

  return (
    // Radix's FocusScope keeps Tab and Shift+Tab inside: the viewer covers the whole screen, so
    // anything behind it would take focus out of sight. The viewer itself takes focus on
    // opening (its keys work at once) and hands nothing back: closing navigates.
    <FocusScope
      asChild
      loop
      trapped
      onMountAutoFocus={(event) => {
        event.preventDefault();
        viewer.overlay.current?.focus();
      }}
      onUnmountAutoFocus={(event) => event.preventDefault()}
    >
      <div
        ref={viewer.overlay}
        role="dialog"
        aria-modal="true"
        aria-labelledby={viewer.titleId}
        tabIndex={-1}
        data-testid="photo-viewer"
        data-photo-id={photo?.id}
        className="absolute inset-0 flex flex-col overflow-hidden bg-slate-950 text-white focus:outline-none"
      >
        <h1 id={viewer.titleId} className="sr-only">
          {t('pages.photoViewer.title')}
        </h1>
        <ViewerHeader
          title={patientName ?? t('viewer.title')}
          subtitle={photo ? [dateText, photo.zone_traitee].filter(Boolean).join(' · ') : null}
          neighbours={neighbours}
          onClose={navigation.close}
          photoId={photo?.id ?? null}
          downloadName={downloadName}
          isImage={photo?.media_type === 'image'}
          hasAnnotations={Boolean(
            photo?.annotations &&
            (photo.annotations.canvasData || photo.annotations.textAnnotations.length > 0),
          )}
          showAnnotations={viewer.showAnnotations}
          onToggleAnnotations={viewer.toggleAnnotations}
          annotating={annotating}
          onAnnotate={() => viewer.setAnnotating(true)}
          onDelete={viewer.askDelete}
          onEmail={() => viewer.setEmailing(true)}
          backgroundControl={
            photo?.media_type === 'image' ? (
              <BackgroundVariantButton photo={photo} onShow={navigation.goTo} />
            ) : null
          }
          panelId={viewer.panelId}
          panelOpen={panelOpen && photo !== undefined}
          onTogglePanel={() => viewer.setPanelOpen((open) => !open)}
        />
        <div className="relative flex min-h-0 flex-1">
          <section
            aria-label={mediaLabel || t('viewer.title')}
            className="relative flex min-h-0 min-w-0 flex-1 flex-col"
          >
            <PhotoViewerStage viewer={viewer} extensions={extensions} />
            {/* Its own slot: an addon keyed by the photo id must never meet the stage's key. */}
            <Fragment key="stage-addon">
              {photo && !annotating ? extensions?.renderStageAddon?.(photo) : null}
            </Fragment>
            {previousId ? (
              <ViewerButton
                label={t('viewer.previous')}
                onClick={() => navigation.goTo(previousId)}
                className="absolute top-1/2 left-2 z-10 size-11 -translate-y-1/2 bg-black/50 ring-1 ring-white/15 sm:left-4 sm:size-12"
              >
                <ChevronLeft aria-hidden />
              </ViewerButton>
            ) : null}
            {nextId ? (
              <ViewerButton
                label={t('viewer.next')}
                onClick={() => navigation.goTo(nextId)}
                className="absolute top-1/2 right-2 z-10 size-11 -translate-y-1/2 bg-black/50 ring-1 ring-white/15 sm:right-4 sm:size-12"
              >
                <ChevronRight aria-hidden />
              </ViewerButton>
            ) : null}
          </section>
          {photo && panelOpen ? (
            <div
              className={cn(
                'z-20 flex min-h-0 flex-col border-white/10 bg-card',
                // Phones: a sheet over the lower part of the photo. Wider: a side column.
                'max-md:absolute max-md:inset-x-0 max-md:bottom-0 max-md:max-h-[70%] max-md:overflow-hidden max-md:rounded-t-2xl max-md:shadow-2xl',
                'md:w-80 md:border-l lg:w-96',
              )}
            >
              <PhotoInfoPanel
                key={photo.id}
                id={viewer.panelId}
                photo={photo}
                patientName={patientName}
                downloadName={downloadName}
                patientId={viewer.patientId}
                onUpdate={viewer.save}
                onHide={() => viewer.setPanelOpen(false)}
              />
            </div>
          ) : null}
        </div>
        <DeletePhotosDialog
          open={deleting !== null}
          onOpenChange={viewer.deleteDialogChange}
          photoIds={deleting?.ids ?? []}
          onDeleted={viewer.deleted}
          onGoToTrash={viewer.goToTrash}
        />
        <SendEmailDialog
          open={viewer.emailing && photo !== undefined}
          onOpenChange={viewer.setEmailing}
          photoIds={photo ? [photo.id] : []}
        />
      </div>
    </FocusScope>
  );
}

/** The photo, the video, the annotation editor, or why none of them can show. */
function PhotoViewerStage({
  viewer,
  extensions,
}: {
  viewer: PhotoViewerModel;
  extensions: PhotoViewerExtensions | undefined;
}) {
  const { photo, ratio, mediaLabel, navigation, photoQuery } = viewer;
  if (photo) {
    if (photo.media_type === 'video') return <VideoStage photo={photo} label={mediaLabel} />;
    if (viewer.annotating && ratio !== null) {
      return (
        <AnnotationEditor
          photo={photo}
          ratio={ratio}
          onSave={viewer.saveAnnotations}
          onCancel={() => viewer.setAnnotating(false)}
        />
      );
    }
    return (
      <ZoomableImage
        key={photo.id}
        photo={photo}
        alt={mediaLabel}
        ratio={ratio}
        onNaturalSize={(width, height) => height > 0 && viewer.setRatio(photo.id, width / height)}
        showAnnotations={viewer.showAnnotations}
        frameOverlay={extensions?.renderImageOverlay?.(photo)}
      />
    );
  }
  if (viewer.notFound) return <ViewerNotFound onClose={navigation.close} />;
  if (photoQuery.isError) {
    return (
      <ViewerLoadFailed onRetry={() => void photoQuery.refetch()} onClose={navigation.close} />
    );
  }
  return <ViewerLoading />;
}
