import { PenLine } from 'lucide-react';
import { ComingSoonPage } from '@/components/coming-soon-page';

export function OperationReportEditorPage() {
  return <ComingSoonPage page="operationReportEditor" icon={PenLine} />;
}
