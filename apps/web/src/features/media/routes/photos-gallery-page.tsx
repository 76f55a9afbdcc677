import { Images } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function PhotosGalleryPage() {
  return <ComingSoonPage page="patientsPhotos" icon={Images} />;
}
