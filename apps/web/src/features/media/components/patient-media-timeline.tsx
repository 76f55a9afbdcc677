import { Images } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoListScope } from '@/lib/api/get-photos';
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
  const titleId = useId();

  return (
    <section
      data-testid="patient-media-timeline"
      aria-labelledby={titleId}
      className="flex flex-col gap-4"
    >
      <div className="flex items-baseline gap-2">
        <h2 id={titleId} className="text-lg font-semibold tracking-tight">
          {t('media.timeline.title')}
        </h2>
        {gallery.query.isSuccess && gallery.photos.length > 0 ? (
          <span className="text-sm text-muted-foreground">
            {t('media.gallery.count', { count: gallery.photos.length })}
            {gallery.query.hasNextPage ? '+' : ''}
          </span>
        ) : null}
      </div>
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
    </section>
  );
}
