import { ImageOff, LoaderCircle, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

function StateMessage({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-white">
      {icon}
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="max-w-sm text-sm text-white/80">{text}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div>
    </div>
  );
}

export function ViewerLoading() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex flex-1 flex-col items-center justify-center gap-3 text-sm text-white/85"
    >
      <LoaderCircle aria-hidden className="size-10 animate-spin text-white" />
      {t('viewer.loading')}
    </div>
  );
}

/** A deleted photo and another user's photo answer the same 404: neither exists for this user. */
export function ViewerNotFound({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <StateMessage
      icon={<ImageOff aria-hidden className="size-12 text-white/70" />}
      title={t('viewer.notFoundTitle')}
      text={t('viewer.notFoundText')}
    >
      <Button type="button" variant="secondary" onClick={onClose}>
        {t('viewer.backToGallery')}
      </Button>
    </StateMessage>
  );
}

export function ViewerLoadFailed({
  onRetry,
  onClose,
}: {
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <StateMessage
      icon={<TriangleAlert aria-hidden className="size-12 text-amber-300" />}
      title={t('viewer.loadFailedTitle')}
      text={t('viewer.loadFailedText')}
    >
      <Button type="button" onClick={onRetry}>
        {t('viewer.retry')}
      </Button>
      <Button type="button" variant="secondary" onClick={onClose}>
        {t('viewer.backToGallery')}
      </Button>
    </StateMessage>
  );
}
