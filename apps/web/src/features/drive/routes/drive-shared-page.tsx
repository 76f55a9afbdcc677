import { FolderSymlink } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function DriveSharedPage() {
  return <ComingSoonPage page="driveShared" icon={FolderSymlink} />;
}
