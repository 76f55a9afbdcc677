import { useEffect } from 'react';
import { useImportEnvironment } from '../lib/import-store';
import { resumeImportSession } from '../lib/resume';
import { startImportSessionSync } from '../lib/session-sync';

/**
 * Mounted once in the signed-in app: a session this device left with photos still to file
 * (reload, crash, closed tab) is rebuilt quietly, without opening the dialog; the Import entry
 * then shows how many photos wait (useUnfiledImportCount) and opens them on click. The open
 * session follows what other tabs of this device do with it.
 */
export function useResumeImportSession(): void {
  useImportEnvironment();
  useEffect(() => startImportSessionSync(), []);
  useEffect(() => {
    void resumeImportSession();
  }, []);
}
