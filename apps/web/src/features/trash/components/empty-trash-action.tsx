import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useEmptyTrash } from '@/lib/api/empty-trash';
import { notify } from '@/lib/notify';
import { notifyTrashError } from '../lib/trash-notices';
import { EmptyTrashDialog } from './empty-trash-dialog';

/**
 * "Vider la corbeille" and its swipe confirmation. The API empties everything in the trash
 * (photos, videos and dictations), so every tab that lists some offers it with the same count.
 */
export function EmptyTrashAction({ count }: { count: number }) {
  const { t } = useTranslation();
  const empty = useEmptyTrash();
  const [open, setOpen] = useState(false);

  function emptyAll() {
    empty.mutate(undefined, {
      onSuccess: () =>
        notify(t('trash.toasts.emptiedTitle'), {
          description: t('trash.toasts.emptiedText'),
          variant: 'success',
        }),
      onError: () => notifyTrashError(t, t('trash.toasts.emptyError')),
      onSettled: () => setOpen(false),
    });
  }

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="border-red-600/40 text-red-700 hover:bg-red-600/10 hover:text-red-800 dark:border-red-400/40 dark:text-red-300 dark:hover:text-red-200"
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden />
        {t('trash.emptyTrash.button')}
      </Button>
      <EmptyTrashDialog
        open={open}
        onOpenChange={setOpen}
        count={count}
        busy={empty.isPending}
        onConfirm={emptyAll}
      />
    </>
  );
}
