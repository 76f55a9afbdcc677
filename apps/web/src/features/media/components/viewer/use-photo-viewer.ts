import { MOBILE_BREAKPOINT_PX } from '@photodossier/domain/layout';
import {
  displayFileName,
  isUnassignedPatientId,
  patientDisplayName,
} from '@photodossier/domain/display-names';
import type { Annotations, PhotoPatch, PhotoScope } from '@photodossier/domain/media-record';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useDateDisplay } from '@/lib/date-display';
import { formatDate } from '@/lib/format';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { photoQueryOptions, usePhoto } from '@/lib/api/get-photo';
import { photoNeighboursQueryOptions, usePhotoNeighbours } from '../../api/get-photo-neighbours';
import { usePatient } from '@/lib/api/get-patient';
import { useUpdatePhoto } from '../../api/update-photo';
import { useViewerKeys } from '@/components/zoom-stage/use-viewer-keys';
import { useViewerNavigation } from './use-viewer-navigation';

const isWideScreen = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`).matches;

/**
 * The photo viewer's state and what it does: the photo, its neighbours and patient, keys
 * (arrows, Escape, Tab kept inside), annotating, the info panel, saving a change and deleting.
 * PhotoViewer and its parts only render what this returns.
 */
export function usePhotoViewer(photoId: string, routePatientId: string | null, scope: PhotoScope) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language.startsWith('en') ? 'en' : 'fr';
  const dates = useDateDisplay();
  const queryClient = useQueryClient();
  const navigation = useViewerNavigation(routePatientId, scope);
  const photoQuery = usePhoto(photoId);
  const neighboursQuery = usePhotoNeighbours(photoId, scope);
  const neighbours = neighboursQuery.data;
  // While this photo's neighbours load, the placeholder holds those of the photo just left: it
  // keeps the header steady, but an arrow acting on it would lead back, or nowhere.
  const settledNeighbours = neighboursQuery.isPlaceholderData ? undefined : neighbours;
  const photo = photoQuery.data?.is_deleted ? undefined : photoQuery.data;
  const patientId = photo && !isUnassignedPatientId(photo.patient_id) ? photo.patient_id : null;
  const patientQuery = usePatient(patientId);
  const update = useUpdatePhoto();
  const panelId = useId();
  const titleId = useId();
  const overlay = useRef<HTMLDivElement | null>(null);

  const [annotating, setAnnotating] = useState(false);
  const [emailing, setEmailing] = useState(false);
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

  const { close } = navigation;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const element = overlay.current;
      if (!element) return;
      const target = event.target;
      // Keys meant for a dialog opened above the viewer (the patient picker) are not ours.
      const ours = target === document.body || (target instanceof Node && element.contains(target));
      if (!ours) return;
      // While annotating, Escape only ends the text being typed: leaving would drop the drawing.
      if (event.key === 'Escape' && !event.defaultPrevented && !annotating) {
        event.preventDefault();
        close();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [annotating, close]);

  // The next and previous photos are usually the next ones opened: with their own neighbours
  // already read, the arrows stay in place and answer at once on arrival.
  useEffect(() => {
    for (const id of [settledNeighbours?.nextId, settledNeighbours?.previousId]) {
      if (!id) continue;
      void queryClient.prefetchQuery(photoQueryOptions(id));
      void queryClient.prefetchQuery(photoNeighboursQueryOptions(id, scope));
    }
  }, [queryClient, scope, settledNeighbours?.nextId, settledNeighbours?.previousId]);

  const previousId = annotating ? null : (settledNeighbours?.previousId ?? null);
  const nextId = annotating ? null : (settledNeighbours?.nextId ?? null);
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
    setDeleting({
      ids: [photo.id],
      then: settledNeighbours?.nextId ?? settledNeighbours?.previousId ?? null,
    });
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

  return {
    photo,
    photoQuery,
    neighbours,
    navigation,
    overlay,
    panelId,
    titleId,
    patientId,
    patientName,
    downloadName,
    ratio,
    setRatio: (id: string, value: number) => setRatios((current) => ({ ...current, [id]: value })),
    dateText,
    mediaLabel,
    notFound,
    previousId,
    nextId,
    annotating,
    setAnnotating,
    emailing,
    setEmailing,
    showAnnotations,
    toggleAnnotations: () => setShowAnnotations((shown) => !shown),
    panelOpen,
    setPanelOpen,
    save,
    saveAnnotations,
    askDelete,
    deleting,
    deleted,
    deleteDialogChange,
    goToTrash: () => {
      goneToTrash.current = true;
      void navigate(paths.trash, { replace: true });
    },
  };
}

export type PhotoViewerModel = ReturnType<typeof usePhotoViewer>;
