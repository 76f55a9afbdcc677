import { BYTES_PER_GB } from '@photodossier/domain/byte-units';
import { STORAGE_TOTAL_DEFAULT_GB } from '@photodossier/domain/storage-limits';
import { openStorageManager } from '@/lib/storage-dialogs';
import { useStorageStats } from '@/lib/api/get-storage-stats';
import { StorageMeter } from './storage-meter';

// Until the figures arrive (or if they cannot), the spec's fallback: zero used of 5 GB (§8).
const fallbackTotalBytes = STORAGE_TOTAL_DEFAULT_GB * BYTES_PER_GB;

/** The sidebar's meter with the user's real usage; a click opens the storage manager. */
export function SidebarStorageMeter({ compact = false }: { compact?: boolean }) {
  const stats = useStorageStats();
  return (
    <StorageMeter
      usedBytes={stats.data?.used_bytes ?? 0}
      totalBytes={stats.data?.total_bytes ?? fallbackTotalBytes}
      compact={compact}
      onOpen={() => openStorageManager()}
    />
  );
}
