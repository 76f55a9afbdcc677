import type { QueryClient } from '@tanstack/react-query';

// A restore or a permanent deletion changes the trash lists, the galleries and patient
// records built from the same rows, and the storage figures.
const changedRoots = ['photos', 'patients', 'storage', 'trash'] as const;

export async function refreshAfterTrashChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    changedRoots.map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
  );
}
