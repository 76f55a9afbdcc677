import { Fingerprint } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function SetupMfaWebauthnPage() {
  return <ComingSoonPage page="setupMfaWebauthn" icon={Fingerprint} />;
}
