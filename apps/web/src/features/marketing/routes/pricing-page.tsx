import { CreditCard } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function PricingPage() {
  return <ComingSoonPage page="pricing" icon={CreditCard} />;
}
