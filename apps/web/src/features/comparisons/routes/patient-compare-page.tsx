import type { PhotoListItem } from '@photodossier/domain/media-record';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { pageTestId } from '@/components/page-test-id';
import { PageTitle } from '@/components/page-title';
import { notify } from '@/lib/notify';
import { useComparison } from '../api/get-comparison';
import { ComparisonWorkspace } from '../components/comparison-workspace';
import { PhotoPicker } from '@/components/photo-picker';
import { useComparisonEditor } from '../hooks/use-comparison-editor';
import { usePhotoRecords } from '@/lib/api/use-photo-records';
import { preselectPhotos } from '../lib/preselect';

/** Photo ids passed in the address: ?photos=a,b from a gallery selection. */
export function photoIdsParam(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .slice(0, 4);
}

/**
 * /patient/:id/compare (full screen): opens with the two most recent photos of one zone, the
 * photos of ?photos=, or the saved comparison of ?comparison=.
 */
export function PatientComparePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const comparisonId = search.get('comparison');
  const requestedIds = useMemo(() => photoIdsParam(search.get('photos')), [search]);
  const editor = useComparisonEditor();
  const saved = useComparison(comparisonId);
  const savedIds = useMemo(
    () => saved.data?.photos.map((photo) => photo.photo_id) ?? [],
    [saved.data],
  );
  const savedPhotos = usePhotoRecords(savedIds);
  const requested = usePhotoRecords(comparisonId ? [] : requestedIds);
  const started = useRef(false);
  const { load, choosePhotos } = editor;

  useEffect(() => {
    if (started.current) return;
    if (comparisonId && saved.data && savedPhotos.photos) {
      started.current = true;
      load(saved.data, savedPhotos.photos);
    } else if (!comparisonId && requestedIds.length > 0 && requested.photos) {
      started.current = true;
      choosePhotos(requested.photos.filter((photo) => photo.patient_id === id));
    }
  }, [
    choosePhotos,
    comparisonId,
    id,
    load,
    requested.photos,
    requestedIds.length,
    saved.data,
    savedPhotos.photos,
  ]);

  const onFirstPage = useCallback(
    (newestFirst: PhotoListItem[]) => {
      if (started.current || comparisonId || requestedIds.length > 0) return;
      started.current = true;
      choosePhotos(preselectPhotos(newestFirst));
    },
    [choosePhotos, comparisonId, requestedIds.length],
  );

  return (
    <section data-testid={pageTestId('patientCompare')} className="min-h-dvh">
      <PageTitle title={t('pages.patientCompare.title')} />
      <ComparisonWorkspace
        editor={editor}
        patientId={id}
        title={t('pages.patientCompare.title')}
        picker={
          <PhotoPicker
            patientId={id}
            selectedIds={editor.photos.map((photo) => photo.id)}
            onToggle={(photo) => {
              if (!editor.togglePhoto(photo)) notify(t('comparisons.picker.max'));
            }}
            onFirstPage={onFirstPage}
          />
        }
      />
    </section>
  );
}
