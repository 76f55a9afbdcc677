import type { DictationRecord } from '@photodossier/domain/dictation';
import { FileAudio } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictationSummary } from '@/components/dictation-summary';
import { notify } from '@/lib/notify';
import { usePagedRows } from '@/lib/use-paged-rows';
import {
  useEraseDictation,
  useRestoreDictation,
  type useTrashedDictations,
} from '../api/trashed-dictations';
import { notifyTrashError } from '../lib/trash-notices';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { RowActions } from './row-actions';
import { TrashEmptyState, TrashListError, TrashListLoading } from './trash-list-status';

const ROW_HEIGHT = 64;

type TrashedDictationsSectionProps = { dictations: ReturnType<typeof useTrashedDictations> };

/**
 * The trash's dictations (decision 0041): restore one, or delete it for good with its
 * recording, whose bytes then leave the quota.
 */
export function TrashedDictationsSection({ dictations: query }: TrashedDictationsSectionProps) {
  const { t } = useTranslation();
  const { rows, scrollRef, virtualizer } = usePagedRows(query, ROW_HEIGHT);
  const restore = useRestoreDictation();
  const erase = useEraseDictation();
  const [toDelete, setToDelete] = useState<DictationRecord | null>(null);

  if (query.isPending) return <TrashListLoading text={t('trash.dictations.loading')} />;
  if (query.isError && rows.length === 0) {
    return <TrashListError onRetry={() => void query.refetch()} />;
  }
  if (rows.length === 0) {
    return (
      <TrashEmptyState
        testId="trashed-dictations-empty"
        icon={FileAudio}
        title={t('trash.dictations.empty')}
        text={t('trash.dictations.emptyHint')}
      />
    );
  }

  function restoreOne(dictation: DictationRecord) {
    restore.mutate(dictation.id, {
      onSuccess: () =>
        notify(t('trash.dictations.restored', { title: dictation.title }), { variant: 'success' }),
      onError: () => notifyTrashError(t, t('trash.toasts.restoreError')),
    });
  }

  function eraseChosen() {
    if (!toDelete) return;
    erase.mutate(toDelete.id, {
      onSuccess: () =>
        notify(t('trash.toasts.deletedTitle'), {
          description: t('trash.dictations.deleted', { title: toDelete.title }),
          variant: 'success',
        }),
      onError: () => notifyTrashError(t, t('trash.toasts.deleteError')),
      onSettled: () => setToDelete(null),
    });
  }

  const busyId = restore.isPending
    ? restore.variables
    : erase.isPending
      ? erase.variables
      : undefined;
  return (
    <div className="flex flex-col gap-3">
      <div
        ref={scrollRef}
        className="max-h-[60vh] overflow-y-auto rounded-xl border border-border"
        data-testid="trashed-dictations"
      >
        <ul
          aria-label={t('trash.dictations.listLabel')}
          className="relative w-full"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {virtualizer.getVirtualItems().map((row) => {
            const dictation = rows[row.index];
            if (!dictation) return null;
            return (
              <li
                key={row.key}
                data-index={row.index}
                ref={virtualizer.measureElement}
                data-testid="trashed-dictation"
                className="absolute left-0 flex w-full items-center gap-3 border-b border-border px-4 py-3 last:border-b-0"
                style={{ transform: `translateY(${row.start}px)` }}
              >
                <DictationSummary dictation={dictation} />
                <RowActions
                  name={dictation.title}
                  busy={busyId === dictation.id}
                  onRestore={() => restoreOne(dictation)}
                  onDelete={() => setToDelete(dictation)}
                />
              </li>
            );
          })}
        </ul>
      </div>
      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('trash.dictations.deleteTitle')}
        lines={[
          t('trash.dictations.deleteText', { title: toDelete?.title ?? '' }),
          t('trash.deletePatients.irreversible'),
        ]}
        confirmLabel={t('trash.deletePatients.confirm')}
        busy={erase.isPending}
        onConfirm={eraseChosen}
      />
    </div>
  );
}
