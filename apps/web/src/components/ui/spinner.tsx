import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type SpinnerProps = ComponentProps<'div'> & {
  /** Visible text under the spinner, also what screen readers announce. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
};

const iconSizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export function Spinner({ label, size = 'md', className, ...props }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex flex-col items-center justify-center gap-3', className)}
      {...props}
    >
      <LoaderCircle aria-hidden className={cn('animate-spin text-primary', iconSizes[size])} />
      {label ? <span className="text-sm text-muted-foreground">{label}</span> : null}
    </div>
  );
}

/** Fills the viewport: the guard screens ("Chargement...") and lazy-page fallbacks. */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center p-6">
      <Spinner size="lg" label={label} />
    </div>
  );
}
