import { useEffect } from 'react';
import { onMediaUploaded } from '@/lib/media-uploaded';

/**
 * Composes the media uploader with face enrolment: the faces code (and its worker) is fetched
 * only when an upload finishes, never with the page.
 */
export function useFaceEnrolmentOnUpload(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    return onMediaUploaded((uploaded) => {
      void import('@/features/faces/lib/enrol-uploaded-photo').then(({ enrolUploadedPhoto }) =>
        enrolUploadedPhoto(uploaded),
      );
    });
  }, [enabled]);
}
