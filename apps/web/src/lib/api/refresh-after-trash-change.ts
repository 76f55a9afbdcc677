import type { QueryClient } from '@tanstack/react-query';

// A move to or from the trash, a restore or a permanent deletion changes the trash lists, the
// galleries and patient records built from the same rows, and the storage figures; emptying the
// trash takes the trashed dictations too.
const changedRoots = ['storage', 'trash', 'photos', 'patients', 'dictations'] as const;

export async function refreshAfterTrashChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    changedRoots.map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
  );
}
