import { LayoutGrid } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function PatientsGalleryPage() {
  return <ComingSoonPage page="patientsGallery" icon={LayoutGrid} />;
}
