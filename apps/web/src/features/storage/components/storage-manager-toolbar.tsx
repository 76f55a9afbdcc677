import {
  STORAGE_MEDIA_SORTS,
  type StorageMediaSort,
  type StorageMediaTypeFilter,
  type StorageMediaView,
} from '@photodossier/domain/storage-media';
import { FolderOpen, Images, LayoutGrid, List, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StorageDisplay } from './storage-media-browser';
import { SegmentedControl } from './segmented-control';
import { NativeSelect } from '@/components/ui/native-select';

export type StorageTab = 'media' | 'drive';

type StorageManagerToolbarProps = {
  tab: StorageTab;
  view: StorageMediaView;
  display: StorageDisplay;
  sort: StorageMediaSort;
  type: StorageMediaTypeFilter;
  onTabChange: (tab: StorageTab) => void;
  onViewChange: (view: StorageMediaView) => void;
  onDisplayChange: (display: StorageDisplay) => void;
  onSortChange: (sort: StorageMediaSort) => void;
  onTypeChange: (type: StorageMediaTypeFilter) => void;
};

function isSort(value: string): value is StorageMediaSort {
  return (STORAGE_MEDIA_SORTS as readonly string[]).includes(value);
}

/** Média or Drive, active or trash, grid or list, the sort and the type filter. */
export function StorageManagerToolbar({
  tab,
  view,
  display,
  sort,
  type,
  onTabChange,
  onViewChange,
  onDisplayChange,
  onSortChange,
  onTypeChange,
}: StorageManagerToolbarProps) {
  const { t } = useTranslation();
  const sortId = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <SegmentedControl
          label={t('storageManager.tabs.label')}
          value={tab}
          onChange={onTabChange}
          data-testid="storage-tabs"
          options={[
            { value: 'media', label: t('storageManager.tabs.media'), icon: Images },
            { value: 'drive', label: t('storageManager.tabs.drive'), icon: FolderOpen },
          ]}
        />
        {tab === 'media' ? (
          <SegmentedControl
            label={t('storageManager.views.label')}
            value={view}
            onChange={onViewChange}
            data-testid="storage-views"
            options={[
              { value: 'active', label: t('storageManager.views.active') },
              { value: 'trash', label: t('storageManager.views.trash'), icon: Trash2 },
            ]}
          />
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {/* Drive files have no thumbnails to show in a grid: the Drive tab is a list. */}
        {tab === 'media' ? (
          <SegmentedControl
            label={t('storageManager.display.label')}
            value={display}
            onChange={onDisplayChange}
            iconsOnly
            data-testid="storage-display"
            options={[
              { value: 'grid', label: t('storageManager.display.grid'), icon: LayoutGrid },
              { value: 'list', label: t('storageManager.display.list'), icon: List },
            ]}
          />
        ) : null}
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={sortId} className="sr-only text-muted-foreground sm:not-sr-only">
            {t('storageManager.sort.label')}
          </label>
          <NativeSelect
            id={sortId}
            value={sort}
            data-testid="storage-sort"
            onChange={(event) => {
              if (isSort(event.target.value)) onSortChange(event.target.value);
            }}
          >
            {STORAGE_MEDIA_SORTS.map((option) => (
              <option key={option} value={option}>
                {t(`storageManager.sort.${option}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {tab === 'media' ? (
          <SegmentedControl
            label={t('storageManager.type.label')}
            value={type}
            onChange={onTypeChange}
            data-testid="storage-type"
            options={[
              { value: 'all', label: t('storageManager.type.all') },
              { value: 'image', label: t('storageManager.type.image') },
              { value: 'video', label: t('storageManager.type.video') },
            ]}
          />
        ) : null}
      </div>
    </div>
  );
}
