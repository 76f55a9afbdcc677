import { lazy, Suspense } from 'react';
import { closeStorageManager, useStorageDialogs } from '@/lib/storage-dialogs';

const StorageManagerDialog = lazy(() =>
  import('./storage-manager-dialog').then((module) => ({
    default: module.StorageManagerDialog,
  })),
);

/** Renders the storage manager wherever the app asked for it (lib/storage-dialogs). */
export function StorageManagerHost() {
  const { manager } = useStorageDialogs();
  if (!manager) return null;
  return (
    <Suspense fallback={null}>
      <StorageManagerDialog
        key={`${manager.tab}-${manager.view}`}
        target={manager}
        onClose={closeStorageManager}
      />
    </Suspense>
  );
}
