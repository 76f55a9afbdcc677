import { useTranslation } from 'react-i18next';
import { Toaster as SonnerToaster } from 'sonner';
import { TOAST } from '@photodossier/domain/ui-timings';
import { useTheme } from '@/lib/theme/theme-provider';

/** Follows the app theme; rich colours give the success/error/warning/info styles. */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  const { t } = useTranslation();
  return (
    <SonnerToaster
      theme={resolvedTheme}
      duration={TOAST.libraryDurationMs}
      visibleToasts={TOAST.libraryVisibleToasts}
      richColors
      closeButton
      position="top-center"
      containerAriaLabel={t('toasts.region')}
      toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
    />
  );
}
