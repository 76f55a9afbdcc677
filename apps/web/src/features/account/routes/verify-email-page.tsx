import { MailCheck } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function VerifyEmailPage() {
  return <ComingSoonPage page="verifyEmail" icon={MailCheck} />;
}
