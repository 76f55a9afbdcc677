import { LogIn } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function AuthPage() {
  return <ComingSoonPage page="auth" icon={LogIn} />;
}
