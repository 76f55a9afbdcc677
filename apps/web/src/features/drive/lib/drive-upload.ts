import { DRIVE_UPLOAD_TARGET } from '@photodossier/domain/drive';
import { sendResumable } from '@/lib/uploads/send-resumable';
import { createDriveFolder } from '../api/create-drive-folder';
import type { DriveUploadEntry } from './dropped-entries';

export type DriveUploadProgress = {
  action: 'folders' | 'upload';
  /** 1-based position of the file being sent, over all files. */
  index: number;
  total: number;
  fileName: string;
  bytesSent: number;
  bytesTotal: number;
  bytesPerSecond: number;
  /** When the current file started: its speed shows only after 0.5 s (spec 02 §2.13). */
  fileStartedAt: number;
};

export type DriveUploadOutcome = {
  uploaded: number;
  failures: Array<{ name: string; error: unknown }>;
};

function sendFile(
  file: File,
  parentId: string | null,
  onProgress: (sent: number, total: number, bytesPerSecond: number) => void,
): Promise<void> {
  return sendResumable(file, {
    metadata: {
      target: DRIVE_UPLOAD_TARGET,
      filename: file.name,
      filetype: file.type || 'application/octet-stream',
      drive_parent_id: parentId ?? '',
    },
    onProgress,
  }).then(() => undefined);
}

/**
 * Sends files (and the folders they sit in) into a drive folder: the folders first, created
 * once each, then one file after another through the resumable uploads. A refused file does
 * not stop the others; what failed is returned.
 */
export async function uploadToDrive(
  entries: readonly DriveUploadEntry[],
  parentId: string | null,
  onProgress: (progress: DriveUploadProgress) => void,
): Promise<DriveUploadOutcome> {
  const files = entries.filter((entry) => entry.file);
  const total = files.length;
  const folderIds = new Map<string, string | null>([['', parentId]]);
  const outcome: DriveUploadOutcome = { uploaded: 0, failures: [] };
  const base = { index: 0, total, fileName: '', bytesSent: 0, bytesTotal: 0, bytesPerSecond: 0 };
  onProgress({ ...base, action: 'folders', fileStartedAt: Date.now() });
  async function folderFor(folders: readonly string[]): Promise<string | null> {
    let key = '';
    let id = parentId;
    for (const name of folders) {
      const next = key ? `${key}/${name}` : name;
      const known = folderIds.get(next);
      if (known !== undefined) id = known;
      else {
        id = (await createDriveFolder({ name, parentId: id })).id;
        folderIds.set(next, id);
      }
      key = next;
    }
    return id;
  }
  for (const entry of entries) if (!entry.file) await folderFor(entry.folders);
  for (const [position, entry] of files.entries()) {
    const fileStartedAt = Date.now();
    const shown = { ...base, action: 'upload' as const, index: position + 1, fileStartedAt };
    onProgress({ ...shown, fileName: entry.file.name, bytesTotal: entry.file.size });
    try {
      const target = await folderFor(entry.folders);
      await sendFile(entry.file, target, (bytesSent, bytesTotal, bytesPerSecond) =>
        onProgress({ ...shown, fileName: entry.file.name, bytesSent, bytesTotal, bytesPerSecond }),
      );
      outcome.uploaded += 1;
    } catch (error) {
      outcome.failures.push({ name: entry.file.name, error });
    }
  }
  return outcome;
}
