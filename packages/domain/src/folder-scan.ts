import { CAMERA_WATCH_EXTENSIONS, DCIM_FOLDER_NAME } from './folder-scan-extensions';

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

/** Hidden names (leading dot, e.g. macOS "._IMG_0001.JPG") are skipped; extensions ignore case. */
export function isScannableFileName(
  name: string,
  extensions: readonly string[] = CAMERA_WATCH_EXTENSIONS,
): boolean {
  if (name.startsWith('.')) return false;
  return extensions.includes(fileExtension(name));
}

export function isHiddenEntryName(name: string): boolean {
  return name.startsWith('.');
}

export function isDcimFolderName(name: string): boolean {
  return name.toUpperCase() === DCIM_FOLDER_NAME;
}
