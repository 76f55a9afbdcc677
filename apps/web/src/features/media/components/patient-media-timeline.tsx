import { Images } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { PhotoListScope } from '@/lib/api/get-photos';
import { useGalleryPhotos } from '../hooks/use-gallery-photos';
import { useGallerySelection } from '../hooks/use-gallery-selection';
import { GalleryEmptyState } from './gallery-empty-state';
import { GallerySelectionBar } from './gallery-selection-bar';
import { MediaGallery } from './media-gallery';

/**
 * A patient's photos and videos as a timeline: one dated step per day, newest first; a
 * thumbnail opens the patient's viewer. Photos can be chosen to compare, share or delete.
 */
export function PatientMediaTimeline({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const list = useMemo<PhotoListScope>(() => ({ scope: 'patient', patientId }), [patientId]);
  const gallery = useGalleryPhotos(list);
  const selection = useGallerySelection(gallery.photos);
  const titleId = useId();

  return (
    <Card as="section" data-testid="patient-media-timeline" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2">
          <Images aria-hidden className="size-5 text-primary" />
          {t('media.timeline.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <GallerySelectionBar
          selection={selection}
          hasPhotos={gallery.query.isSuccess && gallery.photos.length > 0}
          moreToLoad={gallery.query.hasNextPage}
        />
        <MediaGallery
          list={list}
          gallery={gallery}
          label={t('media.timeline.label')}
          selection={selection.tiles}
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
      </CardContent>
    </Card>
  );
}
