import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useElementSize } from '@/lib/use-element-size';
import { useSectionDrop } from '../hooks/use-section-drop';
import type { ImportPatientGroup, ImportPhoto } from '../lib/import-model';
import { ImportGroupHeader, type GroupActions, type SectionKind } from './import-group-header';
import { ImportPhotoTile, type MoveTarget } from './import-photo-tile';

export type ImportSection = {
  readonly key: string;
  readonly kind: SectionKind;
  readonly group?: ImportPatientGroup;
  readonly photos: readonly ImportPhoto[];
  /** Where a photo dropped on this section goes; undefined: not a drop target. */
  readonly dropTarget?: string | null;
  readonly actions: GroupActions | null;
};

export type PhotoCallbacks = {
  onOpen: (photoId: string) => void;
  onMove: (photoId: string, patientId: string | null) => void;
  onAssignManually: (photoId: string) => void;
  onRemove: (photoId: string) => void;
  onRetry: (photoId: string) => void;
};

type Row =
  | { readonly kind: 'header'; readonly section: ImportSection }
  | {
      readonly kind: 'photos';
      readonly section: ImportSection;
      readonly photos: readonly ImportPhoto[];
      readonly last: boolean;
    };

const GAP_PX = 8;
const MIN_TILE_PX = 100;
const MIN_COLUMNS = 3;
// Header rows are measured once drawn; this is only the first guess.
const HEADER_ESTIMATE_PX = 72;
// The space under a section's card, before the next one.
const SECTION_GAP_PX = 16;
const CARD_PADDING_PX = 12;
// Before the first measure (and in tests) assume a phone-sized dialog.
const FALLBACK_WIDTH_PX = 343;
const NO_MOVE_TARGETS: readonly MoveTarget[] = [];

function columnsFor(width: number): number {
  return Math.max(
    MIN_COLUMNS,
    Math.floor((width - 2 * CARD_PADDING_PX + GAP_PX) / (MIN_TILE_PX + GAP_PX)),
  );
}

type ImportPhotoListProps = {
  sections: readonly ImportSection[];
  moveTargets: readonly MoveTarget[];
  callbacks: PhotoCallbacks;
};

/**
 * The groups as cards, drawn row by row inside the dialog's own scroll area so that 999 photos
 * stay smooth: a header row per group, then rows of square thumbnails.
 */
export function ImportPhotoList({ sections, moveTargets, callbacks }: ImportPhotoListProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const measured = useElementSize(scrollRef).width;
  const width = measured > 0 ? measured : FALLBACK_WIDTH_PX;
  const columns = columnsFor(width);
  const tileSize = (width - 2 * CARD_PADDING_PX - GAP_PX * (columns - 1)) / columns;

  const rows = useMemo(() => {
    const result: Row[] = [];
    for (const section of sections) {
      result.push({ kind: 'header', section });
      for (let start = 0; start < section.photos.length; start += columns) {
        result.push({
          kind: 'photos',
          section,
          photos: section.photos.slice(start, start + columns),
          last: start + columns >= section.photos.length,
        });
      }
    }
    return result;
  }, [sections, columns]);

  const rowHeight = (row: Row) =>
    row.kind === 'header'
      ? HEADER_ESTIMATE_PX
      : tileSize + (row.last ? CARD_PADDING_PX + SECTION_GAP_PX : GAP_PX);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => rowHeight(rows[index]!),
    getItemKey: (index) => {
      const row = rows[index]!;
      return row.kind === 'header'
        ? `${row.section.key}:h`
        : `${row.section.key}:${row.photos[0]?.id}`;
    },
    overscan: 4,
  });
  const virtualItems = virtualizer.getVirtualItems();

  const { dragOver, dropHandlers } = useSectionDrop(sections, callbacks.onMove);

  // One list per section for as long as the targets stay the same: the tiles are memoised.
  const moveTargetsOutside = useMemo(() => {
    const bySection = new Map<string | null, readonly MoveTarget[]>();
    return (dropTarget: string | null) => {
      let outside = bySection.get(dropTarget);
      if (!outside) {
        outside = moveTargets.filter((target) => target.patientId !== dropTarget);
        bySection.set(dropTarget, outside);
      }
      return outside;
    };
  }, [moveTargets]);

  // Rows and tiles are siblings in display order, so that a tile keeps its element, its picture
  // and its open menu when it changes row (a photo ahead of it leaves its group, or its own
  // analysis ends and it joins its patient): keyed by photo, React moves it instead of drawing
  // it anew.
  const drawn: ReactNode[] = [];
  for (const item of virtualItems) {
    const row = rows[item.index]!;
    const { section } = row;
    const dropSection = section.dropTarget === undefined ? undefined : section.key;
    const highlighted = dragOver === section.key;
    const cardClasses = cn(
      'border-x bg-card transition-colors',
      highlighted ? 'border-primary bg-primary/5' : 'border-border',
      section.kind === 'patient' && !highlighted && 'border-primary/25',
    );
    if (row.kind === 'header') {
      drawn.push(
        <div
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          data-testid="import-group"
          data-group-kind={section.kind}
          data-patient-id={section.group?.patientId}
          data-drop-section={dropSection}
          className="absolute top-0 left-0 w-full"
          style={{ transform: `translateY(${item.start}px)` }}
        >
          <div className={cn(cardClasses, 'rounded-t-2xl border-t pb-1')}>
            <ImportGroupHeader
              kind={section.kind}
              group={section.group}
              count={section.photos.length}
              actions={section.actions}
            />
          </div>
        </div>,
      );
      continue;
    }
    drawn.push(
      <div
        key={item.key}
        data-index={item.index}
        data-drop-section={dropSection}
        className={cn(
          cardClasses,
          'absolute top-0 left-0 w-full',
          row.last && 'rounded-b-2xl border-b',
        )}
        style={{
          transform: `translateY(${item.start}px)`,
          height: row.last ? tileSize + CARD_PADDING_PX : tileSize + GAP_PX,
        }}
      />,
    );
    const tileMoveTargets =
      section.dropTarget === undefined ? NO_MOVE_TARGETS : moveTargetsOutside(section.dropTarget);
    row.photos.forEach((photo, column) => {
      drawn.push(
        <div
          key={`photo:${photo.id}`}
          data-row={item.index}
          data-drop-section={dropSection}
          className="absolute top-0 left-0"
          style={{
            width: tileSize,
            height: tileSize,
            transform: `translate(${CARD_PADDING_PX + column * (tileSize + GAP_PX)}px, ${item.start}px)`,
          }}
        >
          <ImportPhotoTile
            photo={photo}
            showConfidence={section.kind === 'patient'}
            moveTargets={tileMoveTargets}
            {...callbacks}
          />
        </div>,
      );
    });
  }

  return (
    <div
      ref={scrollRef}
      data-testid="import-photo-list"
      data-columns={columns}
      role="region"
      aria-label={t('importDialog.groups.listLabel')}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain"
      {...dropHandlers}
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {drawn}
      </div>
    </div>
  );
}
