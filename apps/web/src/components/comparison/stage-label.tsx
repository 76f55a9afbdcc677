import { cn } from '@/lib/cn';

/**
 * "Après · 12 avr. 2025 · +3 mois" over a corner of the photo it names. On a phone half the stage
 * is narrower than that: the label wraps rather than cut off the time since the first photo.
 */
export function StageLabel({
  text,
  align = 'left',
  alone = false,
}: {
  text: string | null;
  align?: 'left' | 'right';
  /** The only label of its pane: it may take the whole width. */
  alone?: boolean;
}) {
  if (!text) return null;
  return (
    <span
      className={cn(
        'pointer-events-none absolute top-2 z-10 rounded-md break-words bg-slate-950/70 px-2 py-1 text-xs font-medium text-white shadow sm:text-sm',
        alone ? 'max-w-[calc(100%-1rem)]' : 'max-w-[calc(50%-1rem)]',
        align === 'left' ? 'left-2' : 'right-2 text-right',
      )}
    >
      {text}
    </span>
  );
}
