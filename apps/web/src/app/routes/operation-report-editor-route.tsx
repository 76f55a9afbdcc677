import { useSession } from '@/features/account/api/get-session';
import { OperationReportEditorPage } from '@/features/reports/routes/operation-report-editor-page';

/** The CROP editor, offering dictations for the description while the dictaphone is on. */
export function OperationReportEditorRoute() {
  const { session } = useSession();
  return <OperationReportEditorPage withDictations={session?.betaFeatures.dictaphone ?? false} />;
}
