import { Trash2 } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function TrashPage() {
  return <ComingSoonPage page="trash" icon={Trash2} />;
}
