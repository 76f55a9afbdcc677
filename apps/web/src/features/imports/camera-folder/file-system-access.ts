// The parts of the File System Access API that TypeScript's DOM library does not declare yet
// (Chromium and Edge ship them; Safari and Firefox do not).
type PermissionMode = 'read' | 'readwrite';

interface PermissionCapableHandle {
  queryPermission?: (options: { mode: PermissionMode }) => Promise<PermissionState>;
  requestPermission?: (options: { mode: PermissionMode }) => Promise<PermissionState>;
}

interface DirectoryPickerWindow {
  showDirectoryPicker?: (options?: {
    id?: string;
    mode?: PermissionMode;
    startIn?: 'desktop' | 'documents' | 'pictures';
  }) => Promise<FileSystemDirectoryHandle>;
}

/** A failure the user reads: `code` is a code of the domain's error catalogue. */
export class FolderAccessError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'FolderAccessError';
  }
}

export function supportsDirectoryPicker(): boolean {
  return typeof (window as DirectoryPickerWindow).showDirectoryPicker === 'function';
}

/** Safari has no directory access at all: the tab says so rather than offering a dead button. */
export function isSafari(userAgent = navigator.userAgent): boolean {
  return /Safari\//.test(userAgent) && !/(Chrome|Chromium|CriOS|Edg|Android)\//.test(userAgent);
}

export function permissionMode(deleteAfterImport: boolean): PermissionMode {
  return deleteAfterImport ? 'readwrite' : 'read';
}

/**
 * The picker, opening at the desktop; null when the user cancels it (AbortError is silent).
 * Any other failure throws `failureCode`: the SD card has its own text (spec 02 §8).
 */
export async function pickDirectory(
  mode: PermissionMode,
  failureCode: 'folder.selection_failed' | 'folder.sd_selection_failed' = 'folder.selection_failed',
): Promise<FileSystemDirectoryHandle | null> {
  const picker = (window as DirectoryPickerWindow).showDirectoryPicker;
  if (!picker) throw new FolderAccessError('folder.picker_unsupported');
  try {
    return await picker({ id: 'photodossier-camera-folder', mode, startIn: 'desktop' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    throw new FolderAccessError(failureCode);
  }
}

/**
 * Read access for this session (spec 02 §5): 'denied' fails at once, 'prompt' asks the user,
 * whose refusal has its own text. Must run inside a user gesture when it may prompt.
 */
export async function ensurePermission(
  handle: FileSystemDirectoryHandle,
  mode: PermissionMode,
): Promise<void> {
  const capable = handle as unknown as PermissionCapableHandle;
  if (!capable.queryPermission || !capable.requestPermission) return;
  const current = await capable.queryPermission({ mode });
  if (current === 'granted') return;
  if (current === 'denied') throw new FolderAccessError('folder.read_permission_denied');
  const answer = await capable.requestPermission({ mode });
  if (answer !== 'granted') throw new FolderAccessError('folder.read_permission_refused_by_user');
}

/** Whether this session already holds access, without prompting. */
export async function hasPermission(
  handle: FileSystemDirectoryHandle,
  mode: PermissionMode,
): Promise<boolean> {
  const capable = handle as unknown as PermissionCapableHandle;
  if (!capable.queryPermission) return true;
  return (await capable.queryPermission({ mode })) === 'granted';
}
