// The browser database of stored handles, for tests whose fake folders carry functions a real
// IndexedDB cannot clone: each test answers loadDirectoryHandle as its scene needs.
import { vi } from 'vitest';
import type * as DirectoryHandles from '../directory-handles';

export const directoryHandleKey: typeof DirectoryHandles.directoryHandleKey = (userId, purpose) =>
  `${purpose}:${userId}`;
export const loadDirectoryHandle = vi.fn<typeof DirectoryHandles.loadDirectoryHandle>();
export const saveDirectoryHandle = vi.fn<typeof DirectoryHandles.saveDirectoryHandle>();
export const removeDirectoryHandle = vi.fn<typeof DirectoryHandles.removeDirectoryHandle>();
export const removeExpiredDirectoryHandles =
  vi.fn<typeof DirectoryHandles.removeExpiredDirectoryHandles>();
