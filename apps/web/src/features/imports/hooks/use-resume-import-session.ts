import { useEffect } from 'react';
import { openImportDialog } from '@/lib/import-dialog';
import { useImportEnvironment } from '../lib/import-store';
import { resumeImportSession } from '../lib/resume';
import { startImportSessionSync } from '../lib/session-sync';

/**
 * Mounted once in the signed-in app: a session this device left with photos still to file
 * (reload, crash, closed tab) opens the dialog again with them, and the open session follows
 * what other tabs of this device do with it.
 */
export function useResumeImportSession(): void {
  useImportEnvironment();
  useEffect(() => startImportSessionSync(), []);
  useEffect(() => {
    let cancelled = false;
    void resumeImportSession().then((found) => {
      if (found && !cancelled) openImportDialog({ kind: 'resume' });
    });
    return () => {
      cancelled = true;
    };
  }, []);
}
