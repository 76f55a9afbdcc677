import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFolderWatcher, type DetectedFile } from './folder-watcher';

// A directory of the File System Access API held in memory: the same interface the browser's
// handles offer (kind, name, values(), getFile()), which jsdom does not have.
type Tree = Map<string, File | Tree>;

function directoryHandle(name: string, tree: Tree): FileSystemDirectoryHandle {
  return {
    kind: 'directory',
    name,
    async *values() {
      if (!tree.has('__exists__')) {
        throw new DOMException('gone', 'NotFoundError');
      }
      for (const [entryName, entry] of tree) {
        if (entryName === '__exists__') continue;
        yield entry instanceof File
          ? { kind: 'file', name: entryName, getFile: async () => entry }
          : directoryHandle(entryName, entry);
      }
    },
  } as unknown as FileSystemDirectoryHandle;
}

function folder(entries: [string, File | Tree][] = []): Tree {
  return new Map<string, File | Tree>([['__exists__', new Map()], ...entries]);
}

const photo = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('createFolderWatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  async function watching(tree: Tree, recursive = true) {
    const batches: DetectedFile[][] = [];
    const errors: unknown[] = [];
    const watcher = createFolderWatcher({
      root: directoryHandle('EOS', tree),
      recursive,
      extensions: ['.jpg', '.png'],
      intervalMs: 2000,
      onNewFiles: (files) => batches.push(files),
      onError: (error) => errors.push(error),
    });
    await watcher.start();
    return { watcher, batches, errors };
  }

  it('treats what is there at the start as known, and later files as new', async () => {
    const tree = folder([['IMG_1.jpg', photo('IMG_1.jpg')]]);
    const { batches, watcher } = await watching(tree);
    await vi.advanceTimersByTimeAsync(2000);
    expect(batches).toEqual([]);

    tree.set('IMG_2.jpg', photo('IMG_2.jpg'));
    tree.set('notes.txt', photo('notes.txt'));
    tree.set('._IMG_2.jpg', photo('._IMG_2.jpg'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(batches.map((batch) => batch.map((file) => file.path))).toEqual([['IMG_2.jpg']]);
    expect(batches[0]?.[0]?.file.name).toBe('IMG_2.jpg');

    await vi.advanceTimersByTimeAsync(2000);
    expect(batches).toHaveLength(1);
    watcher.stop();
  });

  it('looks into subfolders only when asked', async () => {
    const day = folder();
    const tree = folder([['100CANON', day]]);
    const flat = await watching(tree, false);
    const deep = await watching(tree, true);
    day.set('IMG_3.jpg', photo('IMG_3.jpg'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(flat.batches).toEqual([]);
    expect(deep.batches.flat().map((file) => file.path)).toEqual(['100CANON/IMG_3.jpg']);
    flat.watcher.stop();
    deep.watcher.stop();
  });

  it('waits for a file the camera software is still writing', async () => {
    const tree = folder();
    const { batches, watcher } = await watching(tree);
    tree.set('IMG_4.jpg', photo('IMG_4.jpg', 0));
    await vi.advanceTimersByTimeAsync(2000);
    expect(batches).toEqual([]);
    tree.set('IMG_4.jpg', photo('IMG_4.jpg', 20));
    await vi.advanceTimersByTimeAsync(2000);
    expect(batches.flat().map((file) => file.file.size)).toEqual([20]);
    watcher.stop();
  });

  it('stops and reports when the folder goes away, after the retries', async () => {
    const tree = folder();
    const { errors, batches } = await watching(tree);
    tree.delete('__exists__');
    await vi.advanceTimersByTimeAsync(2000 + 2 * 500);
    expect(errors).toHaveLength(1);
    expect((errors[0] as DOMException).name).toBe('NotFoundError');
    tree.set('__exists__', new Map());
    tree.set('IMG_5.jpg', photo('IMG_5.jpg'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(batches).toEqual([]);
  });
});
