import { File as NodeFile } from 'node:buffer';
import { describe, expect, it, vi } from 'vitest';
import { createFolderWatcher, type DetectedFile } from './folder-watcher';

// A directory of the File System Access API held in memory: the same interface the browser's
// handles offer (kind, name, values(), getFile()), which jsdom does not have. `listings`
// counts the scans that reached the root, so a test can wait for scans instead of time.
type Tree = Map<string, File | Tree>;

function directoryHandle(name: string, tree: Tree, listings: { count: number }) {
  return {
    kind: 'directory',
    name,
    async *values() {
      if (name === 'EOS') listings.count += 1;
      if (!tree.has('__exists__')) throw new DOMException('gone', 'NotFoundError');
      for (const [entryName, entry] of tree) {
        if (entryName === '__exists__') continue;
        yield entry instanceof Map
          ? directoryHandle(entryName, entry, listings)
          : { kind: 'file', name: entryName, getFile: async () => entry };
      }
    },
  } as unknown as FileSystemDirectoryHandle;
}

function folder(entries: [string, File | Tree][] = []): Tree {
  return new Map<string, File | Tree>([['__exists__', new Map()], ...entries]);
}

// Node's File: jsdom's has no arrayBuffer(), which the watch uses to keep its copy.
const photo = (name: string, size = 10) =>
  new NodeFile([new Uint8Array(size)], name) as unknown as File;

async function watching(tree: Tree, recursive = true) {
  const batches: DetectedFile[][] = [];
  const errors: unknown[] = [];
  const listings = { count: 0 };
  const watcher = createFolderWatcher({
    root: directoryHandle('EOS', tree, listings),
    recursive,
    extensions: ['.jpg', '.png'],
    intervalMs: 5,
    onNewFiles: (files) => batches.push(files),
    onError: (error) => errors.push(error),
  });
  await watcher.start();
  const scansFrom = async (count: number) => {
    const target = listings.count + count;
    await vi.waitFor(() => expect(listings.count).toBeGreaterThanOrEqual(target));
  };
  return { watcher, batches, errors, scansFrom };
}

describe('createFolderWatcher', () => {
  it('treats what is there at the start as known, and later files as new', async () => {
    const tree = folder([['IMG_1.jpg', photo('IMG_1.jpg')]]);
    const { batches, watcher, scansFrom } = await watching(tree);
    await scansFrom(2);
    expect(batches).toEqual([]);

    tree.set('IMG_2.jpg', photo('IMG_2.jpg'));
    tree.set('notes.txt', photo('notes.txt'));
    tree.set('._IMG_2.jpg', photo('._IMG_2.jpg'));
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    expect(batches[0]?.map((file) => file.path)).toEqual(['IMG_2.jpg']);
    expect(batches[0]?.[0]?.file.name).toBe('IMG_2.jpg');

    await scansFrom(3);
    expect(batches).toHaveLength(1);
    watcher.stop();
  });

  it('looks into subfolders only when asked', async () => {
    const day = folder();
    const tree = folder([['100CANON', day]]);
    const flat = await watching(tree, false);
    const deep = await watching(tree, true);
    day.set('IMG_3.jpg', photo('IMG_3.jpg'));
    await vi.waitFor(() => expect(deep.batches).toHaveLength(1));
    expect(deep.batches.flat().map((file) => file.path)).toEqual(['100CANON/IMG_3.jpg']);
    await flat.scansFrom(2);
    expect(flat.batches).toEqual([]);
    flat.watcher.stop();
    deep.watcher.stop();
  });

  it('waits for a file the camera software is still writing', async () => {
    const tree = folder();
    const { batches, watcher, scansFrom } = await watching(tree);
    tree.set('IMG_4.jpg', photo('IMG_4.jpg', 0));
    await scansFrom(2);
    expect(batches).toEqual([]);
    tree.set('IMG_4.jpg', photo('IMG_4.jpg', 20));
    await vi.waitFor(() => expect(batches.flat().map((file) => file.file.size)).toEqual([20]));
    watcher.stop();
  });

  it('stops and reports when the folder goes away, after the retries', async () => {
    const tree = folder();
    const { errors, batches } = await watching(tree);
    tree.delete('__exists__');
    await vi.waitFor(() => expect(errors).toHaveLength(1), { timeout: 5_000 });
    expect((errors[0] as DOMException).name).toBe('NotFoundError');
    expect(batches).toEqual([]);
  });
});
