import { Camera } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ComingSoonPage } from '@/components/coming-soon-page';

/** /camera, /camera/{patientId}; ?quick=true is the quick mode opened by the camera button. */
export function CameraPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const quick = searchParams.get('quick') === 'true';
  return (
    <ComingSoonPage page="camera" icon={Camera}>
      {quick ? t('camera.quickMode') : null}
    </ComingSoonPage>
  );
}
