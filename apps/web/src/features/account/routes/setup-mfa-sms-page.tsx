import { MessageSquareText } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function SetupMfaSmsPage() {
  return <ComingSoonPage page="setupMfaSms" icon={MessageSquareText} />;
}
