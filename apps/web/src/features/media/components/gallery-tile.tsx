import type { PhotoListItem } from '@photodossier/domain/media-record';
import { Check } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { MediaThumbnail } from './media-thumbnail';

export type GallerySelection = {
  selected: ReadonlySet<string>;
  onToggle: (photoId: string) => void;
};

/** Something the app lays over a tile's bottom edge (a face suggestion), or nothing. */
export type TileBadgeRenderer = (photo: PhotoListItem) => ReactNode;

/** Follows a tile's link inside the app (the grid's one router handler). */
export type TileOpener = (event: MouseEvent<HTMLAnchorElement>) => void;

/** A tile's texts, made once per grid render rather than once per tile (translation hooks are costly by the thousand). */
export type TileTexts = {
  /** The image's alternative text. */
  alt: string;
  /** The link's name: the alt, plus the length of a video. */
  label: string;
  /** The checkbox's name in selection mode. */
  toggle: string;
};

type GalleryTileProps = {
  photo: PhotoListItem;
  href: string;
  texts: TileTexts;
  onOpen: TileOpener;
  /** In selection mode a tile is a checkbox instead of a link to the viewer. */
  selection?: GallerySelection | null;
  renderBadge?: TileBadgeRenderer | undefined;
};

const tileClasses =
  'group relative block aspect-square overflow-hidden rounded-xl bg-muted shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

export function GalleryTile({
  photo,
  href,
  texts,
  onOpen,
  selection,
  renderBadge,
}: GalleryTileProps) {
  const { alt, label } = texts;
  const badge = renderBadge?.(photo);

  if (!selection) {
    return (
      <a
        href={href}
        onClick={onOpen}
        aria-label={label}
        data-testid="gallery-tile"
        data-photo-id={photo.id}
        className={tileClasses}
      >
        <MediaThumbnail
          photo={photo}
          alt={alt}
          placeholder="still"
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {badge}
      </a>
    );
  }

  const checked = selection.selected.has(photo.id);
  return (
    <label
      data-testid="gallery-tile"
      data-photo-id={photo.id}
      className={cn(
        tileClasses,
        'cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background',
        checked && 'ring-2 ring-primary ring-offset-2 ring-offset-background',
      )}
    >
      <MediaThumbnail
        photo={photo}
        alt={alt}
        placeholder="still"
        className={cn('transition-transform', checked && 'scale-95 rounded-lg')}
      />
      {badge}
      <input
        type="checkbox"
        checked={checked}
        onChange={() => selection.onToggle(photo.id)}
        aria-label={texts.toggle}
        className="peer sr-only top-3 left-3"
      />
      <span
        aria-hidden
        className={cn(
          'absolute top-2 left-2 flex size-6 items-center justify-center rounded-full border-2 shadow-sm transition-colors',
          checked
            ? 'border-primary bg-primary text-primary-foreground'
            : 'border-white bg-slate-950/30 text-transparent',
        )}
      >
        <Check className="size-3.5" strokeWidth={3} />
      </span>
    </label>
  );
}
