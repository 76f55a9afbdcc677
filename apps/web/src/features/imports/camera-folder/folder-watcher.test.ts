import { File as NodeFile } from 'node:buffer';
import { describe, expect, it, vi } from 'vitest';
import type { FolderChangeRecord, FolderObserverFactory } from './folder-changes';
import {
  createFolderWatcher,
  type DetectedFile,
  type FolderWatcherOptions,
} from './folder-watcher';

// A directory of the File System Access API held in memory: the same interface the browser's
// handles offer (kind, name, values(), getDirectoryHandle(), getFile()), which jsdom does not
// have. `counts.listings` counts the listings that reached the root, so a test can wait for
// scans instead of time; `counts.opened` counts getFile() per name.
type Tree = Map<string, File | Tree>;
type Counts = { listings: number; opened: Map<string, number> };

const newCounts = (): Counts => ({ listings: 0, opened: new Map() });

function fileHandle(name: string, tree: Tree, counts: Counts) {
  return {
    kind: 'file',
    name,
    async getFile() {
      counts.opened.set(name, (counts.opened.get(name) ?? 0) + 1);
      const entry = tree.get(name);
      if (!(entry instanceof NodeFile)) throw new DOMException('gone', 'NotFoundError');
      return entry as unknown as File;
    },
  } as unknown as FileSystemFileHandle;
}

function directoryHandle(name: string, tree: Tree, counts: Counts) {
  return {
    kind: 'directory',
    name,
    async *values() {
      if (name === 'EOS') counts.listings += 1;
      if (!tree.has('__exists__')) throw new DOMException('gone', 'NotFoundError');
      for (const [entryName, entry] of tree) {
        if (entryName === '__exists__') continue;
        yield entry instanceof Map
          ? directoryHandle(entryName, entry, counts)
          : fileHandle(entryName, tree, counts);
      }
    },
    async getDirectoryHandle(child: string) {
      const entry = tree.get(child);
      if (!(entry instanceof Map)) throw new DOMException('gone', 'NotFoundError');
      return directoryHandle(child, entry, counts);
    },
  } as unknown as FileSystemDirectoryHandle;
}

function folder(entries: [string, File | Tree][] = []): Tree {
  return new Map<string, File | Tree>([['__exists__', new Map()], ...entries]);
}

// Node's File: jsdom's has no arrayBuffer(), which the watch uses to keep its copy.
const photo = (name: string, size = 10) =>
  new NodeFile([new Uint8Array(size)], name) as unknown as File;

/** A FileSystemObserver the test drives: it reports what the test says, when it says. */
function fakeObserver(observe: () => Promise<void> = async () => {}) {
  const state = {
    observed: [] as { recursive: boolean }[],
    disconnected: 0,
    callback: null as ((records: readonly FolderChangeRecord[]) => void) | null,
  };
  const factory: FolderObserverFactory = (callback) => {
    state.callback = callback;
    return {
      async observe(_handle, options) {
        state.observed.push(options);
        await observe();
      },
      disconnect() {
        state.disconnected += 1;
      },
    };
  };
  const report = (...records: FolderChangeRecord[]) => state.callback?.(records);
  return { factory, state, report };
}

async function watching(
  tree: Tree,
  recursive = true,
  observing?: Pick<FolderWatcherOptions, 'observeChanges' | 'safetyScanMs'>,
) {
  const batches: DetectedFile[][] = [];
  const errors: unknown[] = [];
  const counts = newCounts();
  const root = directoryHandle('EOS', tree, counts);
  const watcher = createFolderWatcher({
    root,
    recursive,
    extensions: ['.jpg', '.png'],
    intervalMs: 5,
    onNewFiles: (files) => batches.push(files),
    onError: (error) => errors.push(error),
    ...observing,
  });
  await watcher.start();
  const scansFrom = async (count: number) => {
    const target = counts.listings + count;
    await vi.waitFor(() => expect(counts.listings).toBeGreaterThanOrEqual(target));
  };
  /** A change record for a path of the tree, with the handle the browser would give. */
  const change = (type: FolderChangeRecord['type'], path: string): FolderChangeRecord => {
    const components = path === '' ? [] : path.split('/');
    let parent = tree;
    for (const name of components.slice(0, -1)) parent = parent.get(name) as Tree;
    const name = components.at(-1) ?? 'EOS';
    const entry = components.length === 0 ? tree : parent.get(name);
    const changedHandle =
      type === 'disappeared' || type === 'errored' || type === 'unknown'
        ? null
        : entry instanceof Map
          ? directoryHandle(name, entry, counts)
          : fileHandle(name, parent, counts);
    return { type, relativePathComponents: components, changedHandle };
  };
  return { watcher, batches, errors, counts, scansFrom, change };
}

const paths = (batches: DetectedFile[][]) => batches.flat().map((file) => file.path);

describe('createFolderWatcher without an observer', () => {
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

// Long enough that no safety listing happens during a test unless the test asks for one.
const NO_SAFETY_SCAN = 60_000;

describe('createFolderWatcher with an observer', () => {
  it('opens only the reported files, with the rules of the listing', async () => {
    const observer = fakeObserver();
    const tree = folder([['IMG_1.jpg', photo('IMG_1.jpg')]]);
    const { batches, watcher, counts, change } = await watching(tree, true, {
      observeChanges: observer.factory,
      safetyScanMs: NO_SAFETY_SCAN,
    });
    expect(observer.state.observed).toEqual([{ recursive: true }]);
    expect(counts.listings).toBe(1);

    tree.set('IMG_2.jpg', photo('IMG_2.jpg'));
    tree.set('notes.txt', photo('notes.txt'));
    tree.set('._IMG_2.jpg', photo('._IMG_2.jpg'));
    observer.report(
      change('appeared', 'IMG_2.jpg'),
      change('appeared', 'notes.txt'),
      change('appeared', '._IMG_2.jpg'),
      // A file known from the start, rewritten: not new.
      change('modified', 'IMG_1.jpg'),
    );
    await vi.waitFor(() => expect(batches).toHaveLength(1));
    expect(paths(batches)).toEqual(['IMG_2.jpg']);
    expect(batches[0]?.[0]?.file.size).toBe(10);
    expect([...counts.opened.keys()]).toEqual(['IMG_2.jpg']);

    // A file renamed into place by the camera's software; the one already found is not new.
    tree.set('IMG_3.jpg', photo('IMG_3.jpg'));
    observer.report(change('modified', 'IMG_2.jpg'), change('moved', 'IMG_3.jpg'));
    await vi.waitFor(() => expect(batches).toHaveLength(2));
    expect(batches[1]?.map((file) => file.path)).toEqual(['IMG_3.jpg']);
    // Nothing of this listed the folder again.
    expect(counts.listings).toBe(1);
    watcher.stop();
  });

  it('looks into subfolders only when asked, and lists a folder moved in', async () => {
    const day = folder();
    const tree = folder([['100CANON', day]]);
    const flatObserver = fakeObserver();
    const deepObserver = fakeObserver();
    const flat = await watching(tree, false, {
      observeChanges: flatObserver.factory,
      safetyScanMs: NO_SAFETY_SCAN,
    });
    const deep = await watching(tree, true, {
      observeChanges: deepObserver.factory,
      safetyScanMs: NO_SAFETY_SCAN,
    });
    expect(flatObserver.state.observed).toEqual([{ recursive: false }]);

    day.set('IMG_3.jpg', photo('IMG_3.jpg'));
    tree.set('IMG_9.jpg', photo('IMG_9.jpg'));
    for (const watch of [
      { observer: flatObserver, change: flat.change },
      { observer: deepObserver, change: deep.change },
    ]) {
      watch.observer.report(
        watch.change('appeared', '100CANON/IMG_3.jpg'),
        watch.change('appeared', 'IMG_9.jpg'),
      );
    }
    await vi.waitFor(() => expect(flat.batches).toHaveLength(1));
    await vi.waitFor(() => expect(deep.batches).toHaveLength(1));
    expect(paths(flat.batches)).toEqual(['IMG_9.jpg']);
    expect(paths(deep.batches)).toEqual(['100CANON/IMG_3.jpg', 'IMG_9.jpg']);
    expect(deep.batches[0]?.[0]?.directory.name).toBe('100CANON');

    // A card's folder copied in at once: its files get no record of their own.
    tree.set(
      '101CANON',
      folder([
        ['IMG_2.jpg', photo('IMG_2.jpg')],
        ['IMG_10.jpg', photo('IMG_10.jpg')],
        ['.trash', folder([['IMG_7.jpg', photo('IMG_7.jpg')]])],
      ]),
    );
    deepObserver.report(deep.change('moved', '101CANON'));
    await vi.waitFor(() => expect(deep.batches).toHaveLength(2));
    expect(deep.batches[1]?.map((file) => file.path)).toEqual([
      '101CANON/IMG_2.jpg',
      '101CANON/IMG_10.jpg',
    ]);
    expect(deep.counts.listings).toBe(1);
    flat.watcher.stop();
    deep.watcher.stop();
  });

  it('opens an empty reported file again on the next scans until it is written', async () => {
    const observer = fakeObserver();
    const tree = folder();
    const { batches, watcher, counts, change } = await watching(tree, true, {
      observeChanges: observer.factory,
      safetyScanMs: NO_SAFETY_SCAN,
    });
    tree.set('IMG_4.jpg', photo('IMG_4.jpg', 0));
    observer.report(change('appeared', 'IMG_4.jpg'));
    // Opened on three scans with no further record, and never reported while empty.
    await vi.waitFor(() => expect(counts.opened.get('IMG_4.jpg')).toBeGreaterThanOrEqual(3));
    expect(batches).toEqual([]);
    tree.set('IMG_4.jpg', photo('IMG_4.jpg', 20));
    await vi.waitFor(() => expect(batches.flat().map((file) => file.file.size)).toEqual([20]));
    expect(counts.listings).toBe(1);
    watcher.stop();
  });

  it('lists the whole folder when records were lost, and observes again after an error', async () => {
    const observer = fakeObserver();
    const tree = folder();
    const { batches, watcher, counts, change } = await watching(tree, true, {
      observeChanges: observer.factory,
      safetyScanMs: NO_SAFETY_SCAN,
    });
    // Written while the observer's records were lost: only a listing finds it.
    tree.set('IMG_5.jpg', photo('IMG_5.jpg'));
    observer.report(change('unknown', ''));
    await vi.waitFor(() => expect(paths(batches)).toEqual(['IMG_5.jpg']));
    expect(counts.listings).toBe(2);

    tree.set('IMG_6.jpg', photo('IMG_6.jpg'));
    observer.report(change('errored', ''));
    await vi.waitFor(() => expect(paths(batches)).toEqual(['IMG_5.jpg', 'IMG_6.jpg']));
    expect(observer.state.disconnected).toBe(1);
    expect(observer.state.observed).toHaveLength(2);

    // The new observer's reports are followed as before.
    tree.set('IMG_7.jpg', photo('IMG_7.jpg'));
    observer.report(change('appeared', 'IMG_7.jpg'));
    await vi.waitFor(() => expect(paths(batches)).toContain('IMG_7.jpg'));
    expect(counts.listings).toBe(3);
    watcher.stop();
  });

  it('lists the folder when a reported file is gone before it is opened', async () => {
    const observer = fakeObserver();
    const tree = folder();
    const { batches, errors, watcher, counts, change } = await watching(tree, true, {
      observeChanges: observer.factory,
      safetyScanMs: NO_SAFETY_SCAN,
    });
    tree.set('IMG_A.jpg', photo('IMG_A.jpg'));
    // Reported, then removed by the camera's software before the scan opens it.
    observer.report(change('appeared', 'IMG_A.jpg'), change('appeared', 'IMG_B.jpg'));
    await vi.waitFor(() => expect(paths(batches)).toEqual(['IMG_A.jpg']));
    expect(counts.listings).toBe(2);
    expect(errors).toEqual([]);
    watcher.stop();
  });

  it('lists the whole folder every safety interval all the same', async () => {
    const observer = fakeObserver();
    const tree = folder();
    const { batches, watcher, scansFrom } = await watching(tree, true, {
      observeChanges: observer.factory,
      safetyScanMs: 20,
    });
    tree.set('IMG_8.jpg', photo('IMG_8.jpg'));
    await scansFrom(1);
    await vi.waitFor(() => expect(paths(batches)).toEqual(['IMG_8.jpg']));
    watcher.stop();
  });

  it('stops and reports when the observed folder itself goes away', async () => {
    const observer = fakeObserver();
    const tree = folder();
    const { errors, change } = await watching(tree, true, {
      observeChanges: observer.factory,
      safetyScanMs: NO_SAFETY_SCAN,
    });
    tree.delete('__exists__');
    observer.report(change('disappeared', ''));
    await vi.waitFor(() => expect(errors).toHaveLength(1), { timeout: 5_000 });
    expect((errors[0] as DOMException).name).toBe('NotFoundError');
    expect(observer.state.disconnected).toBe(1);
  });

  it('disconnects the observer on stop()', async () => {
    const observer = fakeObserver();
    const { watcher } = await watching(folder(), true, {
      observeChanges: observer.factory,
      safetyScanMs: NO_SAFETY_SCAN,
    });
    expect(observer.state.disconnected).toBe(0);
    watcher.stop();
    expect(observer.state.disconnected).toBe(1);
  });

  it('lists every scan when the folder cannot be observed', async () => {
    const observer = fakeObserver(async () => {
      throw new DOMException('not supported', 'NotSupportedError');
    });
    const tree = folder();
    const { batches, watcher, scansFrom } = await watching(tree, true, {
      observeChanges: observer.factory,
      safetyScanMs: NO_SAFETY_SCAN,
    });
    expect(observer.state.disconnected).toBe(1);
    tree.set('IMG_9.jpg', photo('IMG_9.jpg'));
    await scansFrom(1);
    await vi.waitFor(() => expect(paths(batches)).toEqual(['IMG_9.jpg']));
    watcher.stop();
  });
});
