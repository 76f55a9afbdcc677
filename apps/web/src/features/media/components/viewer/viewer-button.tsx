import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A round icon button for the viewer's dark chrome, whatever the app theme. Its accessible
 * name is the visible tooltip too, so a mouse user learns what an icon does.
 */
export function ViewerButton({
  className,
  label,
  pressed,
  ...props
}: ComponentProps<'button'> & { label: string; pressed?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-white/90 transition-colors hover:bg-white/15 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white/80 disabled:pointer-events-none disabled:opacity-40 aria-pressed:bg-white/20 aria-pressed:text-white [&_svg]:size-5 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}
