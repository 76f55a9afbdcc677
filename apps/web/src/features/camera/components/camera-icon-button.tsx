import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The round, see-through buttons of the camera's bars. */
export function CameraIconButton({
  className,
  active = false,
  ...props
}: ComponentProps<'button'> & { active?: boolean }) {
  return (
    <button
      type="button"
      className={cn(
        'relative inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-black/45 text-white backdrop-blur-md transition-colors hover:bg-black/65 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:opacity-40 [&_svg]:size-5',
        active && 'bg-amber-400 text-black hover:bg-amber-300',
        className,
      )}
      {...props}
    />
  );
}
