/** A file to upload and the folders it sits in, relative to what was chosen or dropped. */
export type DriveUploadEntry = { file: File; folders: string[] };

// The parts of the File and Directory Entries API we read (webkitGetAsEntry).
type EntryLike = {
  isFile: boolean;
  isDirectory: boolean;
  name: string;
  file?: (success: (file: File) => void, failure: (error: unknown) => void) => void;
  createReader?: () => {
    readEntries: (
      success: (entries: EntryLike[]) => void,
      failure: (error: unknown) => void,
    ) => void;
  };
};

type ItemLike = { kind: string; webkitGetAsEntry?: () => unknown; getAsFile: () => File | null };

function fileOf(entry: EntryLike): Promise<File> {
  return new Promise((resolve, reject) => entry.file?.(resolve, reject));
}

/** Every entry of a directory: readEntries hands them over in batches until an empty one. */
async function childrenOf(entry: EntryLike): Promise<EntryLike[]> {
  const reader = entry.createReader?.();
  if (!reader) return [];
  const all: EntryLike[] = [];
  for (;;) {
    const batch = await new Promise<EntryLike[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}

async function walk(entry: EntryLike, folders: string[], out: DriveUploadEntry[]): Promise<void> {
  if (entry.isFile) {
    out.push({ file: await fileOf(entry), folders });
    return;
  }
  if (!entry.isDirectory) return;
  const inside = [...folders, entry.name];
  const children = await childrenOf(entry);
  // An empty folder still comes along: its entry with no file creates it.
  if (children.length === 0) out.push({ file: null as unknown as File, folders: inside });
  for (const child of children) await walk(child, inside, out);
}

/**
 * The files of a drop, folders walked to the bottom. Entries must be taken from the items
 * before the first await: the browser empties the DataTransfer when the drop handler returns.
 */
export async function readDroppedEntries(items: ArrayLike<ItemLike>): Promise<DriveUploadEntry[]> {
  const roots: Array<EntryLike | File> = [];
  for (const item of Array.from(items)) {
    if (item.kind !== 'file') continue;
    const entry = item.webkitGetAsEntry?.() as EntryLike | null | undefined;
    if (entry) roots.push(entry);
    else {
      const file = item.getAsFile();
      if (file) roots.push(file);
    }
  }
  const out: DriveUploadEntry[] = [];
  for (const root of roots) {
    if (root instanceof File) out.push({ file: root, folders: [] });
    else await walk(root, [], out);
  }
  return out;
}

/** Files of an <input webkitdirectory>: their folders read from webkitRelativePath. */
export function entriesOfPickedFiles(files: ArrayLike<File>): DriveUploadEntry[] {
  return Array.from(files).map((file) => {
    const parts = (file.webkitRelativePath || file.name).split('/');
    return { file, folders: parts.slice(0, -1) };
  });
}
