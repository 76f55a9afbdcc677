import { Smartphone } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function SetupMfaTotpPage() {
  return <ComingSoonPage page="setupMfaTotp" icon={Smartphone} />;
}
