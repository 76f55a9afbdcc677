import { Scale } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function LegalPage() {
  return <ComingSoonPage page="legal" icon={Scale} />;
}
