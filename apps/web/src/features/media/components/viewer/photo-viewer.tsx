import { MOBILE_BREAKPOINT_PX } from '@photodossier/domain/layout';
import {
  displayFileName,
  isUnassignedPatientId,
  patientDisplayName,
} from '@photodossier/domain/display-names';
import type {
  Annotations,
  PhotoPatch,
  PhotoRecord,
  PhotoScope,
} from '@photodossier/domain/media-record';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Fragment, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format-calendar-date';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { photoQueryOptions, usePhoto } from '@/lib/api/get-photo';
import { usePhotoNeighbours } from '../../api/get-photo-neighbours';
import { usePhotoPatient } from '../../api/get-photo-patient';
import { useUpdatePhoto } from '../../api/update-photo';
import { AnnotationEditor } from '../annotations/annotation-editor';
import { SendEmailDialog } from '../send-email-dialog';
import { DeletePhotosDialog } from '../delete-photos-dialog';
import { trapTabKey } from './focus-trap';
import { PhotoInfoPanel } from './photo-info-panel';
import { useViewerKeys } from './use-viewer-keys';
import { useViewerNavigation } from './use-viewer-navigation';
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

const isWideScreen = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`).matches;

/**
 * The photo viewer: full screen on a dark backdrop, above the bare layout. It behaves as a modal
 * dialog: focus starts and stays in it, and Escape closes it.
 */
export function PhotoViewer({ photoId, routePatientId, scope, extensions }: PhotoViewerProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language.startsWith('en') ? 'en' : 'fr';
  const dates = useDateDisplay();
  const queryClient = useQueryClient();
  const navigation = useViewerNavigation(routePatientId, scope);
  const photoQuery = usePhoto(photoId);
  const neighboursQuery = usePhotoNeighbours(photoId, scope);
  const neighbours = neighboursQuery.data;
  const photo = photoQuery.data?.is_deleted ? undefined : photoQuery.data;
  const patientId = photo && !isUnassignedPatientId(photo.patient_id) ? photo.patient_id : null;
  const patientQuery = usePhotoPatient(patientId);
  const update = useUpdatePhoto();
  const panelId = useId();
  const titleId = useId();
  const overlay = useRef<HTMLDivElement | null>(null);

  const [annotating, setAnnotating] = useState(false);
  const [showAnnotations, setShowAnnotations] = useState(true);
  const [panelOpen, setPanelOpen] = useState(isWideScreen);
  const [ratios, setRatios] = useState<Record<string, number>>({});
  const [deleting, setDeleting] = useState<{ ids: string[]; then: string | null } | null>(null);
  const [leaveAfterDelete, setLeaveAfterDelete] = useState(false);
  const goneToTrash = useRef(false);
  const navigate = useNavigate();
  const [shownPhotoId, setShownPhotoId] = useState(photoId);
  if (shownPhotoId !== photoId) {
    setShownPhotoId(photoId);
    setAnnotating(false);
  }

  useEffect(() => {
    overlay.current?.focus();
  }, []);

  const { close } = navigation;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const element = overlay.current;
      if (!element) return;
      const target = event.target;
      // Keys meant for a dialog opened above the viewer (the patient picker) are not ours.
      const ours = target === document.body || (target instanceof Node && element.contains(target));
      if (!ours) return;
      if (event.key === 'Tab') trapTabKey(event, element);
      // While annotating, Escape only ends the text being typed: leaving would drop the drawing.
      if (event.key === 'Escape' && !event.defaultPrevented && !annotating) {
        event.preventDefault();
        close();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [annotating, close]);

  // The next and previous photos are usually the next ones opened.
  useEffect(() => {
    for (const id of [neighbours?.nextId, neighbours?.previousId]) {
      if (id) void queryClient.prefetchQuery(photoQueryOptions(id));
    }
  }, [queryClient, neighbours?.nextId, neighbours?.previousId]);

  const previousId = annotating ? null : (neighbours?.previousId ?? null);
  const nextId = annotating ? null : (neighbours?.nextId ?? null);
  const [emailing, setEmailing] = useState(false);
  useViewerKeys(
    {
      previous: previousId ? () => navigation.goTo(previousId) : undefined,
      next: nextId ? () => navigation.goTo(nextId) : undefined,
    },
    !annotating && !emailing,
  );

  const patientName = !photo
    ? null
    : patientId === null
      ? patientDisplayName(null, null, locale)
      : patientQuery.data
        ? patientDisplayName(patientId, patientQuery.data, locale)
        : patientQuery.isError
          ? patientDisplayName(patientId, null, locale)
          : null;
  const downloadName =
    photo && patientName !== null
      ? displayFileName({
          patientName,
          zoneTraitee: photo.zone_traitee,
          id: photo.id,
          mediaType: photo.media_type,
          fileType: photo.file_type,
        })
      : null;

  const ratio =
    ratios[photoId] ?? (photo?.width && photo.height ? photo.width / photo.height : null);
  const dateText = photo ? formatDate(photo.date_prise, dates) : '';
  const mediaLabel = photo
    ? t(photo.media_type === 'video' ? 'viewer.videoLabel' : 'viewer.imageAlt', {
        date: dateText,
      })
    : '';

  async function save(patch: PhotoPatch) {
    if (!photo) return;
    await update.mutateAsync({ id: photo.id, patch });
    if (patch.patient_id !== undefined) navigation.followPatient(photo.id, patch.patient_id);
  }

  async function saveAnnotations(annotations: Annotations) {
    await save({ annotations });
    setAnnotating(false);
    setShowAnnotations(true);
    notify(t('viewer.annotations.saved'), { variant: 'success' });
  }

  function askDelete() {
    if (!photo) return;
    // Where to go once it is gone: the next photo of the scope, else the previous one.
    setDeleting({ ids: [photo.id], then: neighbours?.nextId ?? neighbours?.previousId ?? null });
  }

  function deleted() {
    if (deleting?.then) navigation.goTo(deleting.then);
    else setLeaveAfterDelete(true);
  }

  function deleteDialogChange(open: boolean) {
    if (open) return;
    setDeleting(null);
    if (leaveAfterDelete && !goneToTrash.current) navigation.close();
  }

  const notFound =
    photoQuery.data?.is_deleted === true ||
    (isApiError(photoQuery.error) && photoQuery.error.status === 404);

  function stage() {
    if (photo) {
      if (photo.media_type === 'video') return <VideoStage photo={photo} label={mediaLabel} />;
      if (annotating && ratio !== null) {
        return (
          <AnnotationEditor
            photo={photo}
            ratio={ratio}
            onSave={saveAnnotations}
            onCancel={() => setAnnotating(false)}
          />
        );
      }
      return (
        <ZoomableImage
          key={photo.id}
          photo={photo}
          alt={mediaLabel}
          ratio={ratio}
          onNaturalSize={(width, height) =>
            height > 0 && setRatios((current) => ({ ...current, [photo.id]: width / height }))
          }
          showAnnotations={showAnnotations}
          frameOverlay={extensions?.renderImageOverlay?.(photo)}
        />
      );
    }
    if (notFound) return <ViewerNotFound onClose={navigation.close} />;
    if (photoQuery.isError) {
      return (
        <ViewerLoadFailed onRetry={() => void photoQuery.refetch()} onClose={navigation.close} />
      );
    }
    return <ViewerLoading />;
  }

  return (
    <div
      ref={overlay}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="photo-viewer"
      data-photo-id={photo?.id}
      className="absolute inset-0 flex flex-col overflow-hidden bg-slate-950 text-white focus:outline-none"
    >
      <h1 id={titleId} className="sr-only">
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
        showAnnotations={showAnnotations}
        onToggleAnnotations={() => setShowAnnotations((shown) => !shown)}
        annotating={annotating}
        onAnnotate={() => setAnnotating(true)}
        onDelete={askDelete}
        onEmail={() => setEmailing(true)}
        panelId={panelId}
        panelOpen={panelOpen && photo !== undefined}
        onTogglePanel={() => setPanelOpen((open) => !open)}
      />
      <div className="relative flex min-h-0 flex-1">
        <section
          aria-label={mediaLabel || t('viewer.title')}
          className="relative flex min-h-0 min-w-0 flex-1 flex-col"
        >
          {stage()}
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
              id={panelId}
              photo={photo}
              patientName={patientName}
              downloadName={downloadName}
              patientId={patientId}
              onUpdate={save}
              onHide={() => setPanelOpen(false)}
            />
          </div>
        ) : null}
      </div>
      <SendEmailDialog
        open={emailing && photo !== undefined}
        onOpenChange={setEmailing}
        photoIds={photo ? [photo.id] : []}
      />
      <DeletePhotosDialog
        open={deleting !== null}
        onOpenChange={deleteDialogChange}
        photoIds={deleting?.ids ?? []}
        onDeleted={deleted}
        onGoToTrash={() => {
          goneToTrash.current = true;
          void navigate(paths.trash, { replace: true });
        }}
      />
    </div>
  );
}
