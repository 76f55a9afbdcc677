import { LifeBuoy } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function HelpPage() {
  return <ComingSoonPage page="help" icon={LifeBuoy} />;
}
