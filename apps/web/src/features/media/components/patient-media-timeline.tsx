import { Images } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoListScope } from '../api/get-photos';
import { useGalleryPhotos } from '../hooks/use-gallery-photos';
import { GalleryEmptyState } from './gallery-empty-state';
import { MediaGallery } from './media-gallery';

/**
 * A patient's photos and videos as a timeline: one dated step per day, newest first; a
 * thumbnail opens the patient's viewer.
 */
export function PatientMediaTimeline({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const list = useMemo<PhotoListScope>(() => ({ scope: 'patient', patientId }), [patientId]);
  const gallery = useGalleryPhotos(list);

  return (
    <div data-testid="patient-media-timeline">
      <MediaGallery
        list={list}
        gallery={gallery}
        label={t('media.timeline.label')}
        variant="timeline"
        headingLevel="h3"
        empty={
          <GalleryEmptyState
            icon={Images}
            title={t('media.timeline.empty')}
            text={t('media.timeline.emptyHint')}
          />
        }
      />
    </div>
  );
}
