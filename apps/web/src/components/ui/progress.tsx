import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type ProgressProps = ComponentProps<'div'> & {
  /** 0 to max; values outside are drawn clamped but announced as given. */
  value: number;
  max?: number;
  indicatorClassName?: string;
};

export function Progress({
  value,
  max = 100,
  className,
  indicatorClassName,
  ...props
}: ProgressProps) {
  const ratio = max > 0 ? Math.min(Math.max(value / max, 0), 1) : 0;
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.round(value)}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div
        className={cn('h-full rounded-full bg-primary transition-[width]', indicatorClassName)}
        style={{ width: `${ratio * 100}%` }}
      />
    </div>
  );
}
