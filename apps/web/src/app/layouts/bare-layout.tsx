import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AppHeader } from './app-header';
import { AutoImportWatchHost } from './import-dialog-host';
import { ShareDialogHost } from './share-dialog-host';

/**
 * Protected screens "without layout" (spec 02 §2.1): camera, photo viewer, patient
 * comparison... No sidebar and no bottom bar, only a way back.
 */
export function BareLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first entry: nothing to go back to inside the app.
  const goBack = () => (location.key === 'default' ? navigate(paths.home) : navigate(-1));

  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader
        className="border-transparent bg-transparent backdrop-blur-none"
        start={
          <Button variant="ghost" onClick={() => void goBack()}>
            <ArrowLeft aria-hidden />
            {t('app.back')}
          </Button>
        }
      />
      <main id="main" tabIndex={-1} className="flex-1 px-4 pt-4 pb-10 focus:outline-none sm:px-6">
        <Outlet />
      </main>
      <ShareDialogHost />
      <AutoImportWatchHost />
    </div>
  );
}
