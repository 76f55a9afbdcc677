import { COMPARISON_MAX_PHOTOS, COMPARISON_MIN_PHOTOS } from '@photodossier/domain/comparison';
import {
  CheckSquare,
  Columns2,
  Eraser,
  Mail,
  Share2,
  Trash2,
  UserPlus,
  X,
  type LucideIcon,
} from 'lucide-react';
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
  /** Remove the background of the chosen photos (spec 02 §2.12). */
  onRemoveBackground?: (() => void) | undefined;
};

type SelectionAction = {
  key: 'assign' | 'compare' | 'share' | 'email' | 'removeBackground' | 'delete';
  icon: LucideIcon;
  onClick: (() => void) | undefined;
  disabled: boolean;
  /** The main action of the list, filled rather than outlined. */
  primary?: boolean;
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
  onRemoveBackground,
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
  // One list, so a new action is one entry; absent handlers hide their button.
  const actions: readonly SelectionAction[] = [
    { key: 'assign', icon: UserPlus, onClick: onAssign, disabled: nothing, primary: true },
    {
      key: 'compare',
      icon: Columns2,
      onClick: onCompare,
      disabled: selectedCount < COMPARISON_MIN_PHOTOS || selectedCount > COMPARISON_MAX_PHOTOS,
    },
    { key: 'share', icon: Share2, onClick: onShare, disabled: nothing },
    { key: 'email', icon: Mail, onClick: onEmail, disabled: nothing },
    { key: 'removeBackground', icon: Eraser, onClick: onRemoveBackground, disabled: nothing },
    { key: 'delete', icon: Trash2, onClick: onDelete, disabled: nothing },
  ];
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
        {actions.map((action) =>
          action.onClick ? (
            <Button
              key={action.key}
              type="button"
              variant={action.primary ? 'default' : 'outline'}
              size="sm"
              className="flex-1 sm:flex-none"
              disabled={action.disabled}
              onClick={action.onClick}
            >
              <action.icon aria-hidden />
              {t(`media.selection.${action.key}`)}
            </Button>
          ) : null,
        )}
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
