import { Outlet } from 'react-router';
import { AfterFirstScreen } from '@/components/after-first-screen';
import { useSession } from '@/features/account/api/get-session';
import { MfaBanner } from '@/features/account/components/mfa-banner';
import { BottomNav } from '@/features/navigation/components/bottom-nav';
import { MoreMenu } from '@/features/navigation/components/more-menu';
import { Sidebar } from '@/features/navigation/components/sidebar';
import { useSidebarCollapsed } from '@/features/navigation/hooks/use-sidebar-collapsed';
import type { BetaFlags } from '@/features/navigation/nav-entries';
import { StorageFullDialogHost } from '@/features/storage/components/storage-full-dialog';
import { SidebarStorageMeter } from '@/features/storage/components/sidebar-storage-meter';
import { StorageManagerHost } from '@/features/storage/components/storage-manager-host';
import { cn } from '@/lib/cn';
import {
  openImportDialog,
  useImportDialogRequest,
  useUnfiledImportCount,
} from '@/lib/import-dialog';
import { lazyWhenPossible } from '@/lib/load-when-possible';
import { useShareDialogRequest } from '@/lib/share-dialog';
import { AppHeader } from './app-header';
import { HeaderProfileSwitcher } from './header-profile-switcher';

// Opened on request, never drawn by a first screen (decision 0071).
const ImportDialogHost = lazyWhenPossible(
  () => import('./import-dialog-host'),
  (m) => m.ImportDialogHost,
);
const ShareDialogHost = lazyWhenPossible(
  () => import('./share-dialog-host'),
  (m) => m.ShareDialogHost,
);

const noBetaFeatures: BetaFlags = { dictaphone: false, operationReports: false };

/** The signed-in app: sidebar (≥ 768 px) or bottom bar, header, and the page. */
export function AppLayout() {
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const { session } = useSession();
  const betaFlags = session?.betaFeatures ?? noBetaFeatures;
  const openImport = () => openImportDialog({ kind: 'general', origin: 'sidebar' });
  // An unfinished import is offered here, quietly, never opened by itself.
  const unfiled = useUnfiledImportCount();
  const importAsked = useImportDialogRequest() !== null;
  const shareAsked = useShareDialogRequest() !== null;

  return (
    <>
      <Sidebar
        collapsed={collapsed}
        onToggleCollapsed={toggleCollapsed}
        betaFlags={betaFlags}
        onOpenImport={openImport}
        importBadge={unfiled}
        footer={<SidebarStorageMeter compact={collapsed} />}
      />
      <div
        className={cn(
          'flex min-h-dvh flex-col transition-[padding] duration-200',
          collapsed ? 'md:pl-[4.5rem]' : 'md:pl-64',
        )}
      >
        <AppHeader
          end={
            <>
              <div className="md:hidden">
                <MoreMenu betaFlags={betaFlags} onOpenImport={openImport} importBadge={unfiled} />
              </div>
              <HeaderProfileSwitcher />
            </>
          }
        />
        <main
          id="main"
          tabIndex={-1}
          className="flex-1 px-4 pt-6 pb-28 focus:outline-none sm:px-6 md:pt-8 md:pb-12 lg:px-10"
        >
          <MfaBanner />
          <Outlet />
        </main>
      </div>
      <BottomNav />
      <AfterFirstScreen needed={importAsked || shareAsked}>
        <ImportDialogHost />
        <ShareDialogHost />
      </AfterFirstScreen>
      <StorageManagerHost />
      <StorageFullDialogHost />
    </>
  );
}
