import { useTranslation } from 'react-i18next';
import { FullScreenSpinner } from '@/components/ui/spinner';

/** Shown while the first page's code loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return <FullScreenSpinner label={t('guards.sessionLoading')} />;
}
