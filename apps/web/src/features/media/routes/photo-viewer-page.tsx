import { Image } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function PhotoViewerPage() {
  return <ComingSoonPage page="photoViewer" icon={Image} />;
}
