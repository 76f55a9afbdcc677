import { Newspaper } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function ChangelogPage() {
  return <ComingSoonPage page="changelog" icon={Newspaper} />;
}
