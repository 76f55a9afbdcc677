import type { QueryClient } from '@tanstack/react-query';

/** Query roots whose data a move to or from the trash changes. */
const changedRoots = ['storage', 'trash', 'photos', 'patients'] as const;

export async function refreshAfterStorageChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    changedRoots.map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
  );
}
