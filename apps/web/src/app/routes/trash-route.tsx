import { useSession } from '@/features/account/api/get-session';
import { TrashPage } from '@/features/trash/routes/trash-page';

/** /trash: the trash, with a dictations tab while the dictaphone is on. */
export function TrashRoute() {
  const { session } = useSession();
  return <TrashPage withDictations={session?.betaFeatures.dictaphone ?? false} />;
}
