import { useQuery } from '@tanstack/react-query';
import { inspectExif, type ExifSource } from '../lib/exif-inspection';

// A File has no stable key of its own: name, size and date tell two picks apart well enough.
function sourceKey(source: ExifSource): readonly unknown[] {
  return source.kind === 'photo'
    ? ['photo', source.photo.id, source.photo.updated_at]
    : ['file', source.file.name, source.file.size, source.file.lastModified];
}

/** The EXIF report of the chosen source, read once per source; nothing while none is chosen. */
export function useExifInspection(source: ExifSource | null) {
  return useQuery({
    queryKey: ['exif-inspection', ...(source ? sourceKey(source) : ['none'])],
    queryFn: () => inspectExif(source!),
    enabled: source !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
