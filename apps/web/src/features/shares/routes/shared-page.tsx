import { Share2 } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function SharedPage() {
  return <ComingSoonPage page="shared" icon={Share2} />;
}
