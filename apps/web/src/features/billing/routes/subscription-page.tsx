import { CreditCard } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function SubscriptionPage() {
  return <ComingSoonPage page="subscription" icon={CreditCard} />;
}
