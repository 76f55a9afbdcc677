import { useEffect } from 'react';
import { setUnfiledImportCount } from '@/lib/import-dialog';
import { remainingPhotos } from '../lib/action-rules';
import { importEngine } from '../lib/import-engine';

/** Keeps the layout's badge count (lib/import-dialog) in step with the import engine. */
export function usePublishUnfiledImportCount(): void {
  useEffect(() => {
    const { store } = importEngine();
    const publish = () => setUnfiledImportCount(remainingPhotos(store.getState()).length);
    publish();
    const stop = store.subscribe(publish);
    return () => {
      stop();
      setUnfiledImportCount(0);
    };
  }, []);
}
