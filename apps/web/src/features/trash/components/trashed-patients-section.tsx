import { patientFullName } from '@photodossier/domain/display-names';
import type { TrashedPatientRecord } from '@photodossier/domain/storage-media';
import { UserX } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useDeletePatientsPermanently } from '../api/delete-patients-permanently';
import type { useTrashedPatients } from '../api/get-trashed-patients';
import { useRestorePatients } from '../api/restore-patients';
import { useVisibleSelection } from '@/lib/use-visible-selection';
import { notifyDeleted, notifyTrashError } from '../lib/trash-notices';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { TrashEmptyState, TrashListError, TrashListLoading } from './trash-list-status';
import { TrashSelectionBar } from './trash-selection-bar';
import { TrashedPatientsList } from './trashed-patients-list';

type TrashedPatientsSectionProps = { patients: ReturnType<typeof useTrashedPatients> };

/**
 * The trash's patient records: restore them, or delete them for good with every photo and
 * video they hold (the confirmation says how many).
 */
export function TrashedPatientsSection({ patients: query }: TrashedPatientsSectionProps) {
  const { t } = useTranslation();
  const patients = useMemo(
    () => query.data?.pages.flatMap((page) => page.items) ?? [],
    [query.data],
  );
  const ids = useMemo(() => patients.map((patient) => patient.id), [patients]);
  const total = query.data?.pages[0]?.total ?? 0;
  const selection = useVisibleSelection(ids);
  const restore = useRestorePatients();
  const remove = useDeletePatientsPermanently();
  const [toDelete, setToDelete] = useState<readonly TrashedPatientRecord[] | null>(null);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const busyIds = useMemo(() => {
    const busy = new Set<string>();
    if (restore.isPending) for (const id of restore.variables) busy.add(id);
    if (remove.isPending) for (const id of remove.variables) busy.add(id);
    return busy;
  }, [restore.isPending, restore.variables, remove.isPending, remove.variables]);

  const selectedPatients = patients.filter((patient) => selection.selected.has(patient.id));

  function restorePatients(list: readonly TrashedPatientRecord[]) {
    if (list.length === 0) return;
    restore.mutate(
      list.map((patient) => patient.id),
      {
        onSuccess: (restored) =>
          notify(t('trash.toasts.patientsRestoredTitle'), {
            description: t('trash.toasts.patientsRestoredText', { count: restored }),
            variant: 'success',
          }),
        onError: () => notifyTrashError(t, t('trash.toasts.restoreError')),
      },
    );
  }

  function deleteChosen() {
    if (!toDelete || toDelete.length === 0) return;
    remove.mutate(
      toDelete.map((patient) => patient.id),
      {
        onSuccess: (result) => notifyDeleted(result, t),
        onError: () => notifyTrashError(t, t('trash.toasts.deleteError')),
        onSettled: () => setToDelete(null),
      },
    );
  }

  if (query.isPending) return <TrashListLoading text={t('trash.patients.loading')} />;
  if (query.isError && patients.length === 0) {
    return (
      <TrashListError
        text={t('errors:patient.load_deleted_failed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (patients.length === 0) {
    return (
      <TrashEmptyState
        testId="trashed-patients-empty"
        icon={UserX}
        title={t('trash.patients.empty')}
        text={t('trash.patients.emptyHint')}
      />
    );
  }

  const selectedCount = selection.selected.size;
  const photosGoing = (toDelete ?? []).reduce((sum, patient) => sum + patient.photo_count, 0);
  const single = toDelete?.length === 1 ? toDelete[0] : undefined;
  return (
    <div className="flex flex-col gap-3">
      <TrashSelectionBar
        testId="trashed-patients-toolbar"
        summary={
          selectedCount > 0
            ? t('trash.selection.countPatients', { count: selectedCount })
            : t('trash.patients.summary', { count: total })
        }
        selectedCount={selectedCount}
        allSelected={selectedCount > 0 && selectedCount === patients.length}
        busy={restore.isPending || remove.isPending}
        onSelectAll={selection.selectAll}
        onClear={selection.clear}
        onRestore={() => restorePatients(selectedPatients)}
        onDelete={() => setToDelete(selectedPatients)}
      />
      <TrashedPatientsList
        patients={patients}
        hasMore={hasNextPage}
        onNearEnd={loadMore}
        selected={selection.selected}
        onToggle={selection.toggle}
        busyIds={busyIds}
        onRestore={(patient) => restorePatients([patient])}
        onDelete={(patient) => setToDelete([patient])}
      />
      {isFetchingNextPage ? <TrashListLoading text={t('trash.media.loadingMore')} /> : null}
      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('trash.deletePatients.title', { count: toDelete?.length ?? 0 })}
        lines={[
          single
            ? t('trash.deletePatients.textOne', {
                name: patientFullName(single) || t('trash.patients.unnamed'),
              })
            : t('trash.deletePatients.textMany'),
          single
            ? t('trash.deletePatients.photosOfOne', { count: photosGoing })
            : t('trash.deletePatients.photosOfMany', { count: photosGoing }),
          t('trash.deletePatients.irreversible'),
        ]}
        confirmLabel={t('trash.deletePatients.confirm')}
        busy={remove.isPending}
        onConfirm={deleteChosen}
      />
    </div>
  );
}
