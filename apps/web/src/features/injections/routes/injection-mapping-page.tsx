import { Syringe } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function InjectionMappingPage() {
  return <ComingSoonPage page="injectionMapping" icon={Syringe} />;
}
