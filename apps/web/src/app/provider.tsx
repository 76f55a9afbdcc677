import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { useSession } from '@/features/account/api/get-session';
import { useSessionExpiry } from '@/features/account/hooks/use-session-expiry';
import { ConnectivityProvider } from '@/features/connectivity/connectivity-provider';
import { useImportOwner } from '@/features/imports/hooks/use-import-owner';
import { i18n } from '@/lib/i18n/i18n';
import { useLiveEvents } from '@/lib/live-events';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { useFaceEnrolmentOnUpload } from './use-face-enrolment-on-upload';

function SessionFollowers() {
  const { session } = useSession();
  useLiveEvents(session?.user.id ?? null);
  useImportOwner(session?.user.id ?? null);
  useSessionExpiry();
  useFaceEnrolmentOnUpload(session !== null);
  return null;
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
            <TooltipProvider>
              <SessionFollowers />
              {children}
              <Toaster />
            </TooltipProvider>
          </ConnectivityProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
