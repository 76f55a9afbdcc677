import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AfterFirstScreen } from '@/components/after-first-screen';
import { Toaster } from '@/components/ui/toaster';
import { useSession } from '@/features/account/api/get-session';
import { useAccountFollower } from '@/features/account/hooks/use-account-follower';
import { useSessionExpiry } from '@/features/account/hooks/use-session-expiry';
import { ConnectivityProvider } from '@/features/connectivity/connectivity-provider';
import { i18n } from '@/lib/i18n/i18n';
import { lazyWhenPossible } from '@/lib/load-when-possible';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { useFaceEnrolmentOnUpload } from './use-face-enrolment-on-upload';

// The import engine and live events are code a visitor of /auth never needs, and a signed-in
// first screen draws nothing of them: they load after it (decision 0071).
const SignedInFollowers = lazyWhenPossible(
  () => import('./signed-in-followers'),
  (m) => m.SignedInFollowers,
);

function SessionFollowers() {
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  useSessionExpiry();
  useAccountFollower();
  // Listening from the first render on: an upload that finishes while the lazy followers below
  // still load must not miss its face enrolment. The faces code itself loads on the first one.
  useFaceEnrolmentOnUpload(userId !== null);
  const [followed, setFollowed] = useState(false);
  if (userId !== null && !followed) setFollowed(true);
  if (!followed) return null;
  return (
    <AfterFirstScreen>
      <SignedInFollowers userId={userId} />
    </AfterFirstScreen>
  );
}

/** Everything a page may rely on, whatever its layout. */
export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <ConnectivityProvider>
            <SessionFollowers />
            {children}
            <Toaster />
          </ConnectivityProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
