// The browser database of stored handles, for tests whose fake folders carry functions a real
// IndexedDB cannot clone: each test answers loadDirectoryHandle as its scene needs.
import { vi } from 'vitest';

export const directoryHandleKey = (userId: string, purpose: string) => `${purpose}:${userId}`;
export const loadDirectoryHandle = vi.fn();
export const saveDirectoryHandle = vi.fn();
export const removeDirectoryHandle = vi.fn();
export const removeExpiredDirectoryHandles = vi.fn();
