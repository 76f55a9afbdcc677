import { PHOTO_SCOPES, type PhotoScope } from '@photodossier/domain/media-record';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PhotoViewer, type PhotoViewerExtensions } from '../components/viewer/photo-viewer';

function scopeFrom(value: string | null): PhotoScope {
  return (PHOTO_SCOPES as readonly string[]).includes(value ?? '') ? (value as PhotoScope) : 'all';
}

/**
 * /patient/{patientId}/photo/{photoId} walks through the patient's photos;
 * /photo/{photoId} through all of them, or the unassigned ones with ?scope=unassigned.
 */
export function PhotoViewerPage({ extensions }: { extensions?: PhotoViewerExtensions }) {
  const { t } = useTranslation();
  const { photoId = '', patientId } = useParams();
  const [searchParams] = useSearchParams();
  const scope = patientId ? 'patient' : scopeFrom(searchParams.get('scope'));
  return (
    <>
      <PageTitle title={t('pages.photoViewer.title')} />
      {/* The viewer covers the screen above the bare layout, so the page's box does too. */}
      <div data-testid="page-photo-viewer" className="fixed inset-0 z-40">
        <PhotoViewer
          photoId={photoId}
          routePatientId={patientId ?? null}
          scope={scope}
          extensions={extensions}
        />
      </div>
    </>
  );
}
