import { useSession } from '@/features/account/api/get-session';
import { startGoogleSignIn } from '@/features/account/api/sign-in-google';
import { useSessionCache } from '@/features/account/hooks/use-session-cache';
import { AccountJournal } from '@/features/journal/components/account-journal';
import { SettingsPage } from '@/features/settings/routes/settings-page';
import { ShareLinks } from '@/features/shares/components/share-links';

/** /settings: the settings feature with what it needs of the account (ProtectedRoute above). */
export function SettingsRoute() {
  const { session } = useSession();
  const sessionCache = useSessionCache();
  if (!session) return null;
  const { id, email, signInMethod } = session.user;
  return (
    <SettingsPage
      account={{ userId: id, email, signInMethod, betaFeatures: session.betaFeatures }}
      onBetaFeaturesSaved={() => void sessionCache.refresh()}
      // Saving prénom and nom renames the account on the server: show the new name everywhere.
      onProfileSaved={() => void sessionCache.refresh()}
      sharedLinks={<ShareLinks patientId={null} headingLevel={3} />}
      accessJournal={<AccountJournal />}
      // A Google-only account confirms its deletion with a fresh Google sign-in (issue 27).
      reauthenticateWithGoogle={async (returnTo) => {
        const { url } = await startGoogleSignIn(returnTo);
        window.location.assign(url);
      }}
    />
  );
}
