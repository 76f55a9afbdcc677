import { ClipboardList } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function OperationReportsPage() {
  return <ComingSoonPage page="operationReports" icon={ClipboardList} />;
}
