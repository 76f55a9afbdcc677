import { Cookie } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function CookiesPage() {
  return <ComingSoonPage page="cookies" icon={Cookie} />;
}
