import { useLayoutEffect } from 'react';
import { importEngine } from '../lib/import-engine';

/**
 * Mounted at the top of the app with the signed-in user's id (null: nobody): a sign-out or a
 * switch to another profile wipes the import engine before the next screen is painted.
 */
export function useImportOwner(userId: string | null): void {
  useLayoutEffect(() => {
    importEngine().followOwner(userId);
  }, [userId]);
}
