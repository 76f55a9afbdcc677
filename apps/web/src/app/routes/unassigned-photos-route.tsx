import { isUnassignedPatientId } from '@photodossier/domain/display-names';
import type { PhotoListItem } from '@photodossier/domain/media-record';
import { FaceSuggestionBadge } from '@/features/faces/components/face-suggestion-badge';
import { UnassignedPhotosPage } from '@/features/media/routes/unassigned-photos-page';

function suggestionBadge(photo: PhotoListItem) {
  return photo.media_type === 'image' && isUnassignedPatientId(photo.patient_id) ? (
    <FaceSuggestionBadge photoId={photo.id} />
  ) : null;
}

/**
 * The media feature's unassigned list with the faces feature's top suggestion on each photo's
 * tile, as the viewer shows them in full.
 */
export function UnassignedPhotosRoute() {
  return <UnassignedPhotosPage renderTileBadge={suggestionBadge} />;
}
