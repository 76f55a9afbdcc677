import type { QueryClient } from '@tanstack/react-query';

// The engine lives outside React; its start() lends it the router and the query cache of the app.
type Environment = {
  navigate: ((path: string) => void) | null;
  queryClient: QueryClient | null;
};

const environment: Environment = { navigate: null, queryClient: null };

export function setImportEnvironment(next: Partial<Environment>): void {
  Object.assign(environment, next);
}

export function navigateFromImport(path: string): void {
  environment.navigate?.(path);
}

/** Galleries, patient folders and the storage meter show the filed photos at once. */
export function refreshAfterImportChange(): void {
  const client = environment.queryClient;
  if (!client) return;
  void client.invalidateQueries({ queryKey: ['photos'] });
  void client.invalidateQueries({ queryKey: ['patients'] });
  void client.invalidateQueries({ queryKey: ['storage'] });
}
