import { useSyncExternalStore } from 'react';
import { remainingPhotos } from '../lib/action-rules';
import { getImportState, subscribeImportState } from '../lib/import-state';

function unfiledCount(): number {
  return remainingPhotos(getImportState()).length;
}

/**
 * Photos of an unfinished import still to file (a resumed session, a hidden dialog, photos
 * waiting for the patient being created): the Import entry shows the count as a badge.
 */
export function useUnfiledImportCount(): number {
  return useSyncExternalStore(subscribeImportState, unfiledCount, unfiledCount);
}
