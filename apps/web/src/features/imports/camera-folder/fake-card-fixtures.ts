import { File as NodeFile } from 'node:buffer';

// A memory card for tests: File System Access directory handles held in memory (kind, name,
// values(), getFile(), permissions), which jsdom does not have. The tree stays live, so a test
// can add a photo to the card and read it again.
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

export function fakeDirectory(name: string, tree: FakeTree): FileSystemDirectoryHandle {
  return {
    kind: 'directory',
    name,
    queryPermission: async () => 'granted',
    requestPermission: async () => 'granted',
    async *values() {
      for (const [entryName, entry] of tree) {
        yield entry instanceof Map
          ? fakeDirectory(entryName, entry)
          : { kind: 'file', name: entryName, getFile: async () => entry };
      }
    },
  } as unknown as FileSystemDirectoryHandle;
}
