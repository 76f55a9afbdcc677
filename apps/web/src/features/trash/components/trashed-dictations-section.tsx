import type { DictationRecord } from '@photodossier/domain/dictation';
import { FileAudio } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DictationSummary } from '@/components/dictation-summary';
import { notify } from '@/lib/notify';
import { PagedList } from '@/components/paged-list';
import {
  useEraseDictation,
  useRestoreDictation,
  type useTrashedDictations,
} from '../api/trashed-dictations';
import { notifyTrashError } from '../lib/trash-notices';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { EmptyTrashAction } from './empty-trash-action';
import { RowActions } from './row-actions';
import { TrashEmptyState, TrashListError, TrashListLoading } from './trash-list-status';

const ROW_HEIGHT = 64;

type TrashedDictationsSectionProps = {
  dictations: ReturnType<typeof useTrashedDictations>;
  /** Everything emptying the trash deletes, photos included. */
  filesInTrash: number;
};

/**
 * The trash's dictations (decision 0041): restore one, or delete it for good with its
 * recording, whose bytes then leave the quota.
 */
export function TrashedDictationsSection({
  dictations: query,
  filesInTrash,
}: TrashedDictationsSectionProps) {
  const { t } = useTranslation();
  const restore = useRestoreDictation();
  const erase = useEraseDictation();
  const [toDelete, setToDelete] = useState<DictationRecord | null>(null);

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
  const hasDictations = (query.data?.pages[0]?.items.length ?? 0) > 0;
  return (
    <div className="flex flex-col gap-3">
      {hasDictations ? (
        <div className="flex justify-end" data-testid="trashed-dictations-toolbar">
          <EmptyTrashAction count={filesInTrash} />
        </div>
      ) : null}
      <PagedList
        query={query}
        rowHeight={ROW_HEIGHT}
        label={t('trash.dictations.listLabel')}
        testId="trashed-dictations"
        rowTestId="trashed-dictation"
        rowClassName="flex items-center gap-3 px-4 py-3"
        loading={<TrashListLoading text={t('trash.dictations.loading')} />}
        failed={
          <TrashListError text={t('trash.toasts.loadError')} onRetry={() => void query.refetch()} />
        }
        empty={
          <TrashEmptyState
            testId="trashed-dictations-empty"
            icon={FileAudio}
            title={t('trash.dictations.empty')}
            text={t('trash.dictations.emptyHint')}
          />
        }
        renderRow={(dictation) => (
          <>
            <DictationSummary dictation={dictation} />
            <RowActions
              name={dictation.title}
              busy={busyId === dictation.id}
              onRestore={() => restoreOne(dictation)}
              onDelete={() => setToDelete(dictation)}
            />
          </>
        )}
      />
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
