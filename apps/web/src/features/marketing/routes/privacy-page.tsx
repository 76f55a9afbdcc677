import { ShieldCheck } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function PrivacyPage() {
  return <ComingSoonPage page="privacy" icon={ShieldCheck} />;
}
