/** A stored drive file, opened inline or (download) as an attachment with its name. */
export function driveFileUrl(id: string, download = false): string {
  return `/api/v1/drive/items/${encodeURIComponent(id)}/file${download ? '?download=1' : ''}`;
}
