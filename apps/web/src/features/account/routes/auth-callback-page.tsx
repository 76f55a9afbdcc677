import { KeyRound } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function AuthCallbackPage() {
  return <ComingSoonPage page="authCallback" icon={KeyRound} />;
}
