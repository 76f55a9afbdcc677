import { Columns2 } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function ComparePage() {
  return <ComingSoonPage page="compare" icon={Columns2} />;
}
