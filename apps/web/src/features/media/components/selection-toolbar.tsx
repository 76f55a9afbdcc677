import { COMPARISON_MAX_PHOTOS, COMPARISON_MIN_PHOTOS } from '@photodossier/domain/comparison';
import { CheckSquare, Columns2, Mail, Share2, Trash2, UserPlus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

type SelectionToolbarProps = {
  selecting: boolean;
  selectedCount: number;
  totalCount: number;
  /** More photos are still to load: the count reads "12+". */
  moreToLoad?: boolean | undefined;
  onStart: () => void;
  onStop: () => void;
  onSelectAll: () => void;
  onClear: () => void;
  /** Assign the chosen photos to a patient (the unassigned list). */
  onAssign?: (() => void) | undefined;
  onDelete: () => void;
  /** Compare the chosen photos (2 to 4). */
  onCompare?: () => void;
  /** Share the chosen photos by link. */
  onShare?: () => void;
  /** Send the chosen photos by e-mail. */
  onEmail?: () => void;
};

/** A gallery's selection bar; it stays under the header while the grid scrolls. */
export function SelectionToolbar({
  selecting,
  selectedCount,
  totalCount,
  moreToLoad = false,
  onStart,
  onStop,
  onSelectAll,
  onClear,
  onAssign,
  onDelete,
  onCompare,
  onShare,
  onEmail,
}: SelectionToolbarProps) {
  const { t } = useTranslation();

  if (!selecting) {
    return (
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {t('media.gallery.count', { count: totalCount })}
          {moreToLoad ? '+' : ''}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={onStart}>
          <CheckSquare aria-hidden />
          {t('media.selection.start')}
        </Button>
      </div>
    );
  }

  const nothing = selectedCount === 0;
  return (
    <div
      role="toolbar"
      aria-label={t('media.selection.toolbarLabel')}
      data-testid="selection-toolbar"
      className="sticky top-18 z-10 flex flex-wrap items-center gap-2 rounded-2xl border border-border bg-card/95 p-2 pl-3 shadow-md backdrop-blur"
    >
      <p aria-live="polite" className="mr-auto text-sm font-medium tabular-nums">
        {t('media.selection.count', { count: selectedCount })}
      </p>
      {selectedCount < totalCount ? (
        <Button type="button" variant="ghost" size="sm" onClick={onSelectAll}>
          {t('media.selection.selectAll')}
        </Button>
      ) : (
        <Button type="button" variant="ghost" size="sm" onClick={onClear}>
          {t('media.selection.clear')}
        </Button>
      )}
      {/* Phones: the actions share the lines below, wrapping when they do not fit in one. */}
      <div className="flex w-full flex-wrap gap-2 sm:w-auto">
        {onAssign ? (
          <Button
            type="button"
            size="sm"
            className="flex-1 sm:flex-none"
            disabled={nothing}
            onClick={onAssign}
          >
            <UserPlus aria-hidden />
            {t('media.selection.assign')}
          </Button>
        ) : null}
        {onCompare ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="flex-1 sm:flex-none"
            disabled={
              selectedCount < COMPARISON_MIN_PHOTOS || selectedCount > COMPARISON_MAX_PHOTOS
            }
            onClick={onCompare}
          >
            <Columns2 aria-hidden />
            {t('media.selection.compare')}
          </Button>
        ) : null}
        {onShare ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="flex-1 sm:flex-none"
            disabled={nothing}
            onClick={onShare}
          >
            <Share2 aria-hidden />
            {t('media.selection.share')}
          </Button>
        ) : null}
        {onEmail ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="flex-1 sm:flex-none"
            disabled={nothing}
            onClick={onEmail}
          >
            <Mail aria-hidden />
            {t('media.selection.email')}
          </Button>
        ) : null}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="flex-1 sm:flex-none"
          disabled={nothing}
          onClick={onDelete}
        >
          <Trash2 aria-hidden />
          {t('media.selection.delete')}
        </Button>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="order-first size-9 sm:order-last"
        aria-label={t('media.selection.stop')}
        onClick={onStop}
      >
        <X aria-hidden />
      </Button>
    </div>
  );
}
