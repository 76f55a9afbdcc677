import { File as NodeFile } from 'node:buffer';

// A memory card for tests: File System Access directory handles held in memory (kind, name,
// values(), getFile(), permissions), which jsdom does not have. The tree stays live, so a test
// can add a photo to the card and read it again, and so does its state (plugged in, access).
export type FakeTree = Map<string, File | FakeTree>;

/** Node's File: jsdom's has no arrayBuffer(), which reading a photo's first bytes needs. */
export function fakePhoto(name: string, size = 16, type = 'image/jpeg'): File {
  return new NodeFile([new Uint8Array(size)], name, {
    type,
    lastModified: Date.UTC(2026, 10, 20),
  }) as unknown as File;
}

export function fakeTree(entries: Record<string, File | FakeTree> = {}): FakeTree {
  return new Map(Object.entries(entries));
}

/**
 * What the browser says of a card, which a test may change as it goes: the permission it holds
 * (queryPermission), the answer to a prompt (requestPermission), whether it is plugged in.
 */
export type FakeCardState = {
  permission: PermissionState;
  answer: PermissionState;
  inserted: boolean;
};

export function fakeCardState(state: Partial<FakeCardState> = {}): FakeCardState {
  return { permission: 'granted', answer: 'granted', inserted: true, ...state };
}

export function fakeDirectory(
  name: string,
  tree: FakeTree,
  state: FakeCardState = fakeCardState(),
): FileSystemDirectoryHandle {
  return {
    kind: 'directory',
    name,
    queryPermission: async () => state.permission,
    requestPermission: async () => {
      state.permission = state.answer;
      return state.answer;
    },
    async *values() {
      // A card pulled out, or one the browser no longer lets this page read, as Chromium says.
      if (!state.inserted)
        throw new DOMException(
          'A requested file or directory could not be found.',
          'NotFoundError',
        );
      if (state.permission !== 'granted')
        throw new DOMException('Permission denied.', 'NotAllowedError');
      for (const [entryName, entry] of tree) {
        yield entry instanceof Map
          ? fakeDirectory(entryName, entry, state)
          : { kind: 'file', name: entryName, getFile: async () => entry };
      }
    },
  } as unknown as FileSystemDirectoryHandle;
}
