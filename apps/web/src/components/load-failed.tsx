import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * A read that failed, said where its data would have shown, with a way to read it again: a
 * list that could not be read must not look like an empty one.
 */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-2">
      <p className="text-sm font-medium text-destructive">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('connectivity.retry')}
      </Button>
    </div>
  );
}
