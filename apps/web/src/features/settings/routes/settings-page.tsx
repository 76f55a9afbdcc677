import { Settings } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function SettingsPage() {
  return <ComingSoonPage page="settings" icon={Settings} />;
}
