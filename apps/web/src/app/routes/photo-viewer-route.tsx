import { isUnassignedPatientId } from '@photodossier/domain/display-names';
import type { FaceSuggestion } from '@photodossier/domain/face-record';
import type { PhotoRecord } from '@photodossier/domain/media-record';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { FaceSuggestionsCard } from '@/features/faces/components/face-suggestions-card';
import { PhotoFaceRegions } from '@/features/faces/components/photo-face-regions';
import { useAssignPhotos } from '@/lib/api/assign-photos';
import type { PhotoViewerExtensions } from '@/features/media/components/viewer/photo-viewer';
import { PhotoViewerPage } from '@/features/media/routes/photo-viewer-page';
import { translateErrorCode } from '@/lib/api-client';
import { notify } from '@/lib/notify';

const wantsSuggestions = (photo: PhotoRecord) =>
  photo.media_type === 'image' && isUnassignedPatientId(photo.patient_id);

/**
 * The media feature's viewer with the faces feature's suggestions: a photo without a patient
 * is analysed on opening, its face drawn over it and the matching patients offered.
 */
export function PhotoViewerRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const assign = useAssignPhotos();
  const { mutateAsync } = assign;

  const extensions = useMemo<PhotoViewerExtensions>(() => {
    async function assignTo(photoId: string, suggestion: FaceSuggestion) {
      const [result] = await mutateAsync({ photoIds: [photoId], patientId: suggestion.patient_id });
      if (!result?.success) {
        notify(translateErrorCode(result?.error ?? 'photo.update_failed'), {
          variant: 'destructive',
        });
        return;
      }
      notify(t('faces.suggestions.assigned', { name: suggestion.patient_name }), {
        variant: 'success',
      });
      void navigate(paths.patientPhoto(suggestion.patient_id, photoId), { replace: true });
    }
    return {
      renderImageOverlay: (photo) =>
        wantsSuggestions(photo) ? <PhotoFaceRegions photoId={photo.id} /> : null,
      renderStageAddon: (photo) =>
        wantsSuggestions(photo) ? (
          <FaceSuggestionsCard
            key={`face-suggestions-${photo.id}`}
            photoId={photo.id}
            onAssign={(suggestion) => assignTo(photo.id, suggestion)}
          />
        ) : null,
    };
  }, [mutateAsync, navigate, t]);

  return <PhotoViewerPage extensions={extensions} />;
}
