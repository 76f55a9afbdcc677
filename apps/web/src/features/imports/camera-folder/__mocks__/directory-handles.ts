// The browser database of stored handles, for tests (`vi.mock('./directory-handles')`). A real
// browser keeps a handle with its permission methods; a structured clone outside the browser
// cannot, so a test hands the stored record over as the browser would give it back.
import { vi } from 'vitest';
import type * as DirectoryHandles from '../directory-handles';

export const directoryHandleKey: typeof DirectoryHandles.directoryHandleKey = (userId, purpose) =>
  `${purpose}:${userId}`;
export const loadDirectoryHandle = vi.fn<typeof DirectoryHandles.loadDirectoryHandle>();
export const saveDirectoryHandle = vi.fn<typeof DirectoryHandles.saveDirectoryHandle>();
export const removeDirectoryHandle = vi.fn<typeof DirectoryHandles.removeDirectoryHandle>();

/** The folder kept for `key` in an earlier session, as the next read gives it back. */
export function keepFolder(key: string, handle: FileSystemDirectoryHandle): void {
  loadDirectoryHandle.mockResolvedValue({ key, handle, name: handle.name, timestamp: Date.now() });
}
