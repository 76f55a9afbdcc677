import { useSession } from '@/features/account/api/get-session';
import { HomePage } from '@/features/home/routes/home-page';

const noBetaFeatures = { dictaphone: false, operationReports: false };

/** /: the home page with the session's beta switches, so its tiles follow them live. */
export function HomeRoute() {
  const { session } = useSession();
  return <HomePage betaFlags={session?.betaFeatures ?? noBetaFeatures} />;
}
