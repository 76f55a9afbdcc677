import { Suspense } from 'react';
import { lazyWhenPossible } from '@/lib/load-when-possible';
import { closeStorageManager, useStorageDialogs } from '@/lib/storage-dialogs';

const StorageManagerDialog = lazyWhenPossible(
  () => import('./storage-manager-dialog'),
  (module) => module.StorageManagerDialog,
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
