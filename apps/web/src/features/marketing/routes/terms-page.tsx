import { ScrollText } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function TermsPage() {
  return <ComingSoonPage page="terms" icon={ScrollText} />;
}
