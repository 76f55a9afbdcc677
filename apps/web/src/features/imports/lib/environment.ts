import type { ImportEngineParts } from './engine-parts';
import { engineParts } from './import-engine';
import { patientKeys, photoKeys, storageKeys } from '@/lib/api/query-keys';

// The engine lives outside React; its start() lends it the router and the query cache of the app.
type Environment = ImportEngineParts['environment'];

export function setImportEnvironment(next: Partial<Environment>): void {
  Object.assign(engineParts().environment, next);
}

export function navigateFromImport(path: string): void {
  engineParts().environment.navigate?.(path);
}

/** Galleries, patient folders and the storage meter show the filed photos at once. */
export function refreshAfterImportChange(): void {
  const client = engineParts().environment.queryClient;
  if (!client) return;
  void client.invalidateQueries({ queryKey: photoKeys.all });
  void client.invalidateQueries({ queryKey: patientKeys.all });
  void client.invalidateQueries({ queryKey: storageKeys.all });
}
