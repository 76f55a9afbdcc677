import { LoaderCircle, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useConnectivity } from '../connectivity-provider';

/** A quiet header pill while the connection is lost or coming back; nothing when online. */
export function ConnectivityStatus() {
  const { t } = useTranslation();
  const { status } = useConnectivity();

  return (
    <div role="status" className="flex items-center">
      {status === 'offline' ? (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-medium text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
          <WifiOff aria-hidden className="size-3.5" />
          {t('connectivity.offline')}
        </span>
      ) : status === 'connecting' ? (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-sky-100 px-2.5 py-1 text-xs font-medium text-sky-900 dark:bg-sky-400/15 dark:text-sky-200">
          <LoaderCircle aria-hidden className="size-3.5 animate-spin" />
          {t('connectivity.connecting')}
        </span>
      ) : null}
    </div>
  );
}
