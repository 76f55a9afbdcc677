import { translateErrorCode } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { FolderAccessError } from './file-system-access';

/**
 * A folder or card failure as the user reads it: its own catalogue text when it is ours
 * (FolderAccessError), else the text of what was being done, `fallbackCode`.
 */
export function notifyFolderFailure(error: unknown, fallbackCode: string): void {
  notify(translateErrorCode(error instanceof FolderAccessError ? error.code : fallbackCode), {
    variant: 'destructive',
  });
}
