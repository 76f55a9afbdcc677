import { useStore } from '@/lib/create-store';
import { remainingPhotos } from '../lib/action-rules';
import { importEngine } from '../lib/import-engine';
import type { ImportState } from '../lib/import-model';

function unfiledCount(state: ImportState): number {
  return remainingPhotos(state).length;
}

/**
 * Photos of an unfinished import still to file (a resumed session, a hidden dialog, photos
 * waiting for the patient being created): the Import entry shows the count as a badge.
 */
export function useUnfiledImportCount(): number {
  return useStore(importEngine().store, unfiledCount);
}
