import { FileSearch } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function ExifDebugPage() {
  return <ComingSoonPage page="exifDebug" icon={FileSearch} />;
}
