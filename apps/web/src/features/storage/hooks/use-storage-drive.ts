import type { DriveFileEntry, DriveSort } from '@photodossier/domain/drive';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { useDeleteDriveItem } from '@/lib/api/delete-drive-item';
import { notify } from '@/lib/notify';
import { useDriveFiles } from '../api/get-drive-files';

/**
 * The storage manager's Drive tab (spec 01 §2): the drive's files whatever their folder, largest
 * first by default, and their permanent deletion (the drive has no trash) after a confirmation
 * naming the file. The deletion gives the bytes back at once: the figures follow.
 */
export function useStorageDrive(sort: DriveSort, enabled: boolean) {
  const { t } = useTranslation();
  const files = useDriveFiles(sort, enabled);
  const remove = useDeleteDriveItem();
  const [deleting, setDeleting] = useState<DriveFileEntry | null>(null);

  useEffect(() => {
    if (files.isError) notify(t('errors:drive.load_failed'), { variant: 'destructive' });
  }, [files.isError, t]);

  const firstPage = enabled ? files.data?.pages[0] : undefined;

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        notify(t('notices:drive.item_deleted'), { variant: 'success' });
      },
      onError: (error) => {
        setDeleting(null);
        const description =
          isApiError(error) && error.code === 'drive.item_not_found'
            ? error.message
            : t('errors:drive.delete_failed');
        notify(t('errors:generic.error_title'), { variant: 'destructive', description });
      },
    });
  }

  return {
    files,
    count: firstPage?.total ?? 0,
    bytes: firstPage?.totalSize ?? 0,
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    deletePending: remove.isPending,
  };
}

export type StorageDrive = ReturnType<typeof useStorageDrive>;
